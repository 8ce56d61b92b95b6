// What of a mail's text body becomes the comment of a move (or the message of a chat): the
// sender's own words, without the signature, the quoted mail they answer, or the blank space
// around them.
#pragma once

#include <string>
#include <string_view>

namespace tori::server {

// Line ends become "\n"; the text stops at a signature separator ("-- " alone on a line, or
// "--" as mailers that strip trailing spaces send it); quoted lines (starting with '>') are
// dropped; trailing spaces of each line and blank lines at both ends are removed.
std::string comment_from_body(std::string_view body);

}  // namespace tori::server
