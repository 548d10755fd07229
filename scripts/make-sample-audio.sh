#!/bin/sh
# Regenerates web/public/media/sample-interview.ogg, the sample archive's short audio interview:
# six sentences spoken by espeak-ng, each padded to a 6-second slot, joined and encoded as Ogg/Opus.
# The fixed slots are what the sample's segments and timed transcripts (api/src/seed/sample-archive.json,
# "A Morning at the Souk") are aligned to: paragraph n starts at 6 × (n − 1) seconds.
# Needs Debian's espeak-ng and ffmpeg. Run from the repository root: sh scripts/make-sample-audio.sh
set -eu
SLOT_SECONDS=6
OUT=web/public/media/sample-interview.ogg
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

say() { # index voice text
  espeak-ng -v "$2" -s 150 -w "$WORK/raw-$1.wav" "$3"
  ffmpeg -loglevel error -y -i "$WORK/raw-$1.wav" -af "apad=whole_dur=$SLOT_SECONDS" -t "$SLOT_SECONDS" -ar 48000 -ac 1 "$WORK/slot-$1.wav"
  echo "file 'slot-$1.wav'" >> "$WORK/list.txt"
}

say 1 en-gb+f3 "Good morning. Can you tell us about the weekly souk?"
say 2 en-us+m3 "Every Tuesday, my father loaded the mule before sunrise."
say 3 en-gb+f3 "What did your family sell at the market?"
say 4 en-us+m3 "Wooden spoons, honey from the mountain, and wool from our sheep."
say 5 en-gb+f3 "And what has changed since those days?"
say 6 en-us+m3 "Now the road is paved, but the old songs are fading."

ffmpeg -loglevel error -y -f concat -safe 0 -i "$WORK/list.txt" -c:a libopus -b:a 24k -application voip "$OUT"
ls -l "$OUT"
