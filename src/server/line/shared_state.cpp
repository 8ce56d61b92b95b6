// Who is where: connection counts, open sessions, logins, and pushes to them.
#include "server/line/shared_state.h"

#include "server/line/session.h"

namespace tori::server::line {

void SharedState::join(const std::shared_ptr<Session>& session) {
  // A session whose start crossed the server's stop is closed now; close_all did not see it.
  if (closed_all_) return session->close();
  open_[session.get()] = session;
}

void SharedState::leave(Session* session) {
  open_.erase(session);
  std::erase_if(logged_in_, [&](const auto& entry) {
    auto s = entry.second.lock();
    return !s || s.get() == session;
  });
}

void SharedState::log_in(const std::string& user, const std::shared_ptr<Session>& session) {
  logged_in_.emplace(user, session);
}

void SharedState::log_out(const std::string& user, Session* session) {
  auto [first, last] = logged_in_.equal_range(user);
  for (auto it = first; it != last;) {
    auto s = it->second.lock();
    it = (!s || s.get() == session) ? logged_in_.erase(it) : std::next(it);
  }
}

std::vector<std::shared_ptr<Session>> SharedState::sessions_of(const std::string& user) const {
  std::vector<std::shared_ptr<Session>> found;
  auto [first, last] = logged_in_.equal_range(user);
  for (auto it = first; it != last; ++it)
    if (auto s = it->second.lock()) found.push_back(std::move(s));
  return found;
}

void SharedState::password_changed(const std::string& user, const std::string& password_hash,
                                   Session* changer) {
  for (const auto& s : sessions_of(user)) {
    if (s.get() == changer) {
      s->password_changed(password_hash);
      continue;
    }
    s->push("Logged out",
            "The password of " + user + " was changed on another connection: log in again.\n");
    s->logged_out();
  }
  auto [first, last] = logged_in_.equal_range(user);
  for (auto it = first; it != last;) {
    auto s = it->second.lock();
    it = (!s || s.get() != changer) ? logged_in_.erase(it) : std::next(it);
  }
}

void SharedState::signed_off(const std::string& user) {
  for (const auto& s : sessions_of(user)) s->logged_out();
  logged_in_.erase(user);
}

void SharedState::push(const std::string& user, std::string_view subject, std::string_view body) {
  for (const auto& s : sessions_of(user)) s->push(subject, body);
}

void SharedState::close_all() {
  closed_all_ = true;
  std::vector<std::shared_ptr<Session>> all;
  for (const auto& [key, weak] : open_)
    if (auto s = weak.lock()) all.push_back(std::move(s));
  for (const auto& s : all) s->close();
}

}  // namespace tori::server::line
