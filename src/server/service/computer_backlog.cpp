// The refusal of a request beyond what the computer may owe one person.
#include "server/service/computer_backlog.h"

namespace tori::server {

Status check_computer_backlog(const ComputerBacklog* backlog, const std::string& person) {
  if (!backlog) return ok_status();
  const int owed = backlog->replies_owed_to(person);
  if (owed < ComputerBacklog::MOST_REPLIES_OWED) return ok_status();
  return make_error(ErrorKind::TOO_MANY, "the computer still owes " + person + " replies in " +
                                             std::to_string(owed) + " games (at most " +
                                             std::to_string(ComputerBacklog::MOST_REPLIES_OWED) +
                                             " at once): wait for them, then try again");
}

}  // namespace tori::server
