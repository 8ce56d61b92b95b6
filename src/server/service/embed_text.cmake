# Turns a text file into a C++ source defining one string with its text: run at build time as
#   cmake -DTEXT_FILE=... -DNAME=... -DOUTPUT=... -P embed_text.cmake
# The text must not hold the raw string's end: a ")TEXT" followed by a double quote.
file(READ "${TEXT_FILE}" text)
file(WRITE "${OUTPUT}"
     "// Generated from ${TEXT_FILE} by embed_text.cmake; do not edit.\n"
     "namespace tori::server::generated {\n"
     "extern const char* const ${NAME};\n"
     "const char* const ${NAME} = R\"TEXT(${text})TEXT\";\n"
     "}  // namespace tori::server::generated\n")
