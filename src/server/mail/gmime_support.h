// GMime for the mail transport: the library set up once per process, GObject references owned
// so that no early return leaks one, and the few conversions every mail file needs.
#pragma once

#include <gmime/gmime.h>

#include <memory>
#include <string>
#include <string_view>

namespace tori::server {

// g_mime_init() once, from whichever thread gets here first. GMime is never shut down: its
// tables live as long as the process.
void ensure_gmime();

struct GObjectUnref {
  void operator()(void* object) const {
    if (object) g_object_unref(object);
  }
};
template <class T>
using GmimePtr = std::unique_ptr<T, GObjectUnref>;

// The bytes a memory stream holds.
std::string stream_text(GMimeStream* stream);

// Whether the bytes are UTF-8 (no NUL, no overlong forms, no surrogates).
bool is_utf8(std::string_view text);

}  // namespace tori::server
