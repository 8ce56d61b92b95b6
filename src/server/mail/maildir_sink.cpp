// Maildir delivery (https://cr.yp.to/proto/maildir.html): tmp/, fsync, rename into new/.
#include <fcntl.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "server/mail/mail_sink.h"

namespace tori::server {

namespace {

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

// The host part of a Maildir name, with '/' and ':' escaped as the convention asks.
std::string host_name() {
  char buffer[256] = {};
  if (gethostname(buffer, sizeof buffer - 1) != 0) return "localhost";
  std::string out;
  for (const char* c = buffer; *c; ++c) {
    if (*c == '/')
      out += "\\057";
    else if (*c == ':')
      out += "\\072";
    else
      out += *c;
  }
  return out;
}

std::string unique_name() {
  static unsigned counter = 0;
  timeval now{};
  gettimeofday(&now, nullptr);
  return std::to_string(now.tv_sec) + ".M" + std::to_string(now.tv_usec) + "P" +
         std::to_string(getpid()) + "Q" + std::to_string(++counter) + "." + host_name();
}

Status write_all(int fd, const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t n = write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return make_error(system_error("writing the message"));
    done += std::size_t(n);
  }
  return std::monostate{};
}

Status sync_directory(const std::filesystem::path& dir) {
  int fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return make_error(system_error("opening " + dir.string()));
  int rc = fsync(fd);
  close(fd);
  if (rc != 0) return make_error(system_error("syncing " + dir.string()));
  return std::monostate{};
}

}  // namespace

Status MaildirSink::deliver(const std::string& message) {
  std::filesystem::path root(directory_);
  std::error_code ec;
  for (const char* sub : {"tmp", "new", "cur"}) {
    std::filesystem::create_directories(root / sub, ec);
    if (ec)
      return make_error("cannot create the Maildir " + (root / sub).string() + ": " + ec.message());
  }
  std::string name = unique_name();
  std::filesystem::path tmp = root / "tmp" / name, ready = root / "new" / name;
  int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return make_error(system_error("creating " + tmp.string()));
  Status written = write_all(fd, message);
  bool synced = written && fsync(fd) == 0;
  bool closed = close(fd) == 0;
  if (!written || !synced || !closed) {
    std::string why = written ? system_error("syncing " + tmp.string()) : written.error().message;
    unlink(tmp.c_str());
    return make_error(why);
  }
  if (rename(tmp.c_str(), ready.c_str()) != 0) {
    std::string why = system_error("moving the message into " + ready.string());
    unlink(tmp.c_str());
    return make_error(why);
  }
  return sync_directory(root / "new");
}

}  // namespace tori::server
