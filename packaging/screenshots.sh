#!/usr/bin/env bash
# Screenshots of the main window under Xvfb, taken with ImageMagick's import, at 1024x768
# and 1920x1080, in four situations (opening, middlegame with holdings, the promotion
# choice, game over). Each run gets an empty home so that saved settings play no part.
#
#   packaging/screenshots.sh [path/to/grandchess] [output-folder]
#
# Needs: xvfb (xvfb-run) and imagemagick (import).
set -euo pipefail
bin=$(realpath "${1:-build/grandchess}")
out=${2:-screenshots}
mkdir -p "$out"
for size in 1024x768 1920x1080; do
    for scenario in opening middlegame promotion gameover; do
        home=$(mktemp -d)
        HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
            xvfb-run -a -s "-screen 0 ${size}x24" bash -c "
                '$bin' --no-restore --scenario $scenario --size $size --quit-after 8000 2>/dev/null &
                app=\$!
                sleep 5
                import -window root '$out/$scenario-$size.png'
                wait \$app" || { echo "failed: $scenario at $size" >&2; exit 1; }
        rm -rf "$home"
        echo "$out/$scenario-$size.png"
    done
done
