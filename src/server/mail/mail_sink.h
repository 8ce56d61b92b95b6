// Where the gateway's outgoing mails go: a Maildir (an outbox a mail server or a person picks
// up) or a sendmail-compatible command. One message per call; an Error means it was not sent.
#pragma once

#include <string>

#include "server/records/status.h"

namespace tori::server {

class MailSink {
 public:
  virtual ~MailSink() = default;
  virtual Status deliver(const std::string& message) = 0;
};

// Maildir delivery: written under tmp/, synced, then renamed into new/ under a name unique per
// the Maildir convention (time, microseconds, process, counter, host), so that a reader never
// sees half a message. The folders are created if missing.
class MaildirSink final : public MailSink {
 public:
  explicit MaildirSink(std::string directory) : directory_(std::move(directory)) {}
  Status deliver(const std::string& message) override;

 private:
  std::string directory_;
};

// A sendmail-compatible command (e.g. "/usr/sbin/sendmail -t -i"), run by /bin/sh with the
// message on its standard input; its output goes to our standard error. A non-zero exit is an
// error.
class SendmailSink final : public MailSink {
 public:
  explicit SendmailSink(std::string command) : command_(std::move(command)) {}
  Status deliver(const std::string& message) override;

 private:
  std::string command_;
};

}  // namespace tori::server
