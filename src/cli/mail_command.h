// `tori mail`: the mail gateway, run by a mail server's delivery pipe for each incoming mail.
#pragma once

#include <CLI/CLI.hpp>

namespace tori::cli {

void add_mail_command(CLI::App& app);

}  // namespace tori::cli
