#!/bin/sh
# Process 1 of the image (Dockerfile CMD). The kernel drops a signal sent to process 1
# that has no handler, and node needs about 0.05 s (0.5 s on a busy machine) before
# server.js installs its own: this shell traps SIGTERM and SIGINT from its first
# instruction and passes them on. A server that a signal ended before it could handle it
# had opened nothing yet: that is a clean stop (exit 0). Every other exit code is node's.
child=""
asked=""
forward() {
  asked="$1"
  if [ -n "$child" ]; then kill "-$1" "$child" 2>/dev/null; fi
}
trap 'forward TERM' TERM
trap 'forward INT' INT

node --liftoff-only server.js &
child=$!
if [ -n "$asked" ]; then kill "-$asked" "$child" 2>/dev/null; fi

# wait returns early (status 128+n) when a trapped signal arrives: wait until node is
# gone, then once more for its own status (127 when the last wait already had it).
while :; do
  wait "$child"
  status=$?
  kill -0 "$child" 2>/dev/null && continue
  wait "$child" 2>/dev/null
  last=$?
  if [ "$last" -ne 127 ]; then status=$last; fi
  break
done
if [ -n "$asked" ] && { [ "$status" -eq 143 ] || [ "$status" -eq 130 ]; }; then exit 0; fi
exit "$status"
