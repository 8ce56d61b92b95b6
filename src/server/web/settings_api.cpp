// A logged-in user's settings kept on the server (docs/api.md, "Settings"): one flat JSON object
// a user, whatever the page keeps in it (theme, language, notation ...). The server checks only
// its shape and size, so that the page may add a setting without a change here.
#include <cctype>

#include "server/web/api.h"

namespace tori::server::web {

namespace {

constexpr std::size_t MOST_SETTINGS_BYTES = 4096;  // the object as sent
constexpr std::size_t MOST_SETTINGS = 64;
constexpr std::size_t MOST_NAME_LETTERS = 32;
constexpr std::size_t MOST_TEXT_BYTES = 256;  // a string value

bool all_letters(const std::string& name) {
  for (char c : name)
    if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  return true;
}

// What is wrong with a body meant as settings, if anything.
std::optional<std::string> settings_problem(const std::string& body, const json& settings) {
  if (body.size() > MOST_SETTINGS_BYTES)
    return "the settings take at most " + std::to_string(MOST_SETTINGS_BYTES) + " bytes, not " +
           std::to_string(body.size());
  if (settings.size() > MOST_SETTINGS)
    return "at most " + std::to_string(MOST_SETTINGS) + " settings, not " +
           std::to_string(settings.size());
  for (const auto& [name, value] : settings.items()) {
    if (name.empty() || name.size() > MOST_NAME_LETTERS || !all_letters(name))
      return "a setting's name is 1 to " + std::to_string(MOST_NAME_LETTERS) +
             " letters (a-z, A-Z), not '" + name + "'";
    if (value.is_string()) {
      if (value.get_ref<const std::string&>().size() > MOST_TEXT_BYTES)
        return "the setting '" + name + "' is longer than " + std::to_string(MOST_TEXT_BYTES) +
               " bytes";
    } else if (!value.is_boolean() && !value.is_number()) {
      return "the setting '" + name + "' is a string, true, false or a number, not " +
             std::string(value.type_name());
    }
  }
  return std::nullopt;
}

}  // namespace

ApiReply Api::get_settings(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  auto stored = storage_.find_settings(*user);
  if (!stored) return error_reply(api_error(stored.error(), internal_error));
  json settings = *stored ? json::parse(**stored, nullptr, false) : json::object();
  if (!settings.is_object()) settings = json::object();  // never written so; read safely anyway
  return json_reply({{"settings", std::move(settings)}});
}

ApiReply Api::put_settings(const ApiRequest& request, const Params&) {
  auto user = authenticated(request);
  if (!user) return error_reply(user.error());
  if (request.body.find_first_not_of(" \t\r\n") == std::string::npos)
    return error_reply(bad_request("PUT /api/me/settings needs the settings: a JSON object"));
  auto settings = body_object(request);
  if (!settings) return error_reply(settings.error());
  if (auto problem = settings_problem(request.body, *settings))
    return error_reply(bad_request(*problem));
  if (auto s = storage_.save_settings(*user, json_text(*settings), clock_.now()); !s)
    return error_reply(api_error(s.error(), internal_error));
  return json_reply({{"settings", *settings}});
}

}  // namespace tori::server::web
