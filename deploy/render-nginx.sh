#!/usr/bin/env bash
# Prints Atlas's nginx site (deploy/nginx.conf.template) filled in from the environment, to standard output:
#   ATLAS_NODES   the nodes' host:port, separated by spaces (one `server` line each), e.g. "10.0.0.11:8080 10.0.0.12:8080"
#   ATLAS_LISTEN  what nginx listens on (default 80), e.g. 8080 or 127.0.0.1:8080
#   MEDIA_ROOT    the folder of MEDIA_STORAGE=file:… on this machine (default /srv/atlas/data/media)
#   NGINX_MEDIA_SECRET  the nodes' own (MEDIA_DELIVERY=nginx): the secret HLS segment addresses are signed with; when
#                 unset (another MEDIA_DELIVERY), a random one, so that no address nginx would take exists
# nginx's own variables ($host, $scheme…) are printed as they are. Example:
#   ATLAS_NODES="127.0.0.1:8081 127.0.0.1:8082" deploy/render-nginx.sh > /etc/nginx/conf.d/atlas.conf && nginx -t
set -euo pipefail

template="$(dirname "$0")/nginx.conf.template"
nodes=${ATLAS_NODES:-}
listen=${ATLAS_LISTEN:-80}
media_root=${MEDIA_ROOT:-/srv/atlas/data/media}

fail() { echo "render-nginx.sh: $*" >&2; exit 2; }

# Each value lands inside nginx's syntax: nothing but what an address or a path needs is let through.
[ -n "${nodes// /}" ] || fail "ATLAS_NODES must list the nodes as host:port, separated by spaces"
servers=''
for node in $nodes; do
  [[ $node =~ ^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):[0-9]{1,5}$ ]] || fail "ATLAS_NODES: \"$node\" is not host:port"
  # A node that fails is left out for 2 s, then tried again with one request (a refused connection costs nothing).
  servers+="    server $node max_fails=1 fail_timeout=2s;"$'\n'
done
[[ $listen =~ ^(([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):)?[0-9]{1,5}$ ]] || fail "ATLAS_LISTEN: \"$listen\" is not a port or address:port"
[[ $media_root =~ ^/[A-Za-z0-9._/@+-]*$ ]] || fail "MEDIA_ROOT: \"$media_root\" must be an absolute path of plain characters"
media_root=${media_root%/}
secret=${NGINX_MEDIA_SECRET:-$(head -c 33 /dev/urandom | base64 | tr -d '\n')}
[[ $secret =~ ^[A-Za-z0-9._~+/=-]{32,}$ ]] || fail "NGINX_MEDIA_SECRET must be at least 32 letters, digits or -._~+/="

while IFS= read -r line || [ -n "$line" ]; do
  if [ "$line" = '${ATLAS_SERVERS}' ]; then
    printf '%s' "$servers"
    continue
  fi
  line=${line//'${ATLAS_LISTEN}'/"$listen"}
  line=${line//'${MEDIA_ROOT}'/"$media_root"}
  line=${line//'${NGINX_MEDIA_SECRET}'/"$secret"}
  printf '%s\n' "$line"
done <"$template"
