#!/bin/sh
# Regenerates web/src/fonts/noto-sans-arabic-{400,600}.woff2: @fontsource's Noto Sans Arabic faces cut down to the
# Arabic and Arabic Supplement blocks (docs/decisions.md §1300). The package's "arabic" files also carry the Extended
# blocks, the presentation forms and the mathematical letters (49 and 53 KB); the cut keeps every glyph the kept
# characters reach through the shaping tables (joined forms, ligatures, marks) and is under half the size.
# Characters outside the range fall to the system's Arabic face (web/src/fonts.css gives the same unicode-range).
# Needs Debian's python3-fonttools and python3-brotli. Run from the repository root: sh scripts/subset-arabic-fonts.sh
set -eu
RANGE='U+0600-06FF,U+0750-077F,U+200C-200F,U+2010-2011,U+204F,U+2E41,U+FD3E-FD3F,U+FDF2,U+FDFC'
FROM=node_modules/@fontsource/noto-sans-arabic
for weight in 400 600; do
  python3 -m fontTools.subset "$FROM/files/noto-sans-arabic-arabic-$weight-normal.woff2" \
    --unicodes="$RANGE" --layout-features='*' --flavor=woff2 \
    --output-file="web/src/fonts/noto-sans-arabic-$weight.woff2"
done
cp "$FROM/LICENSE" web/src/fonts/OFL.txt
ls -l web/src/fonts
