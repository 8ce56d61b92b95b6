// Chooses the storage from what the administrator wrote after --db: a PostgreSQL connection URL
// (postgresql://... or postgres://...) or otherwise the path of an SQLite file. Every transport
// opens its storage through here, so all of them accept the same --db.
#pragma once

#include <memory>
#include <string>

#include "server/storage/storage.h"

namespace tori::server {

bool is_postgres_url(const std::string& where);

Result<std::unique_ptr<Storage>> open_storage(const std::string& where);

}  // namespace tori::server
