#!/bin/sh
# A misbehaving USI engine for the match runner's tests; $1 says how it misbehaves:
#   illegal  drops a pheasant it does not have      garbled  answers `bestmove` without a move
#   crash    dies by SIGSEGV when asked to move     slow     thinks far beyond its clock
#   resign   resigns every game                     silent   never finishes the handshake
mode=$1
while read -r line; do
  case "$line" in
    usi) if [ "$mode" != silent ]; then echo "id name fake-$mode"; echo usiok; fi ;;
    isready) echo readyok ;;
    go*)
      case "$mode" in
        illegal) echo "info depth 1 score cp 0"; echo "bestmove P*4d" ;;
        garbled) echo "bestmove" ;;
        crash) kill -SEGV $$ ;;
        slow) sleep 5; echo "bestmove resign" ;;
        resign) echo "bestmove resign" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
