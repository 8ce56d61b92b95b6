// Chooses the storage from what the administrator wrote after --db: a PostgreSQL connection URL
// (postgresql://... or postgres://...) or otherwise the path of an SQLite file. Every transport
// opens its storage through here, so all of them accept the same --db.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "server/storage/storage.h"

namespace tori::server {

bool is_postgres_url(const std::string& where);

// `sqlite_lock_wait`: how long a write waits for an SQLite file another process holds
// (SqliteStorage::open); PostgreSQL's locks are its own.
Result<std::unique_ptr<Storage>> open_storage(
    const std::string& where, std::chrono::milliseconds sqlite_lock_wait = std::chrono::seconds(5));

}  // namespace tori::server
