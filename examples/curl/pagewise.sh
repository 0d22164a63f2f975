#!/usr/bin/env bash
# Every /v1 endpoint of Pagewise with curl, checking each answer's status and fields; stops at the first surprise.
#   PAGEWISE_KEY=pw_sk_… [PAGEWISE_URL=http://localhost:8000] bash examples/curl/pagewise.sh [file.pdf]
# Needs curl and jq. Uses an admin key (it creates and revokes keys). It leaves the organization as it found it:
# the documents and keys it makes are deleted or revoked (the chat turns and usage it counted stay).
set -euo pipefail

: "${PAGEWISE_KEY:?Set PAGEWISE_KEY to an admin key (pw_sk_…): npm run pagewise -- org:create … prints one.}"
URL=${PAGEWISE_URL:-http://localhost:8000}
PDF=${1:-$(dirname "$0")/../handbook.pdf}
QUESTION=${QUESTION:-How long do refunds take?}
command -v jq >/dev/null || { echo "This script needs jq (apt-get install jq, brew install jq)." >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# call KEY METHOD PATH STATUS [curl options…]: prints the JSON body; exits unless the answer has that status.
# --retry waits out a 429 (as long as Retry-After says) and retries a 5xx.
call() {
  local key=$1 method=$2 path=$3 want=$4 status
  shift 4
  local auth=()
  [ -n "$key" ] && auth=(-H "Authorization: Bearer $key")
  status=$(curl -sS --retry 5 -o "$work/body" -w '%{http_code}' -X "$method" ${auth[@]+"${auth[@]}"} "$@" "$URL$path")
  if [ "$status" != "$want" ]; then
    echo "FAILED: $method $path answered $status, expected $want: $(cat "$work/body")" >&2
    exit 1
  fi
  cat "$work/body"
}
api() { call "$PAGEWISE_KEY" "$@"; }            # with the admin key
public() { call '' "$@"; }                       # without a key
json() { printf '%s' "$1"; }                     # a JSON body for -d
# check JSON JQ_TEST WHAT: exits unless the jq expression is true of the JSON.
check() {
  if ! jq -e "$2" >/dev/null <<<"$1"; then echo "FAILED: expected $3 ($2) in: $1" >&2; exit 1; fi
  echo "  ok  $3"
}
# wait_for DOC_ID: polls GET /v1/documents/{id} until it is no longer processing; prints the document.
wait_for() {
  local doc
  for _ in $(seq 1 120); do
    doc=$(api GET "/v1/documents/$1" 200)
    [ "$(jq -r .status <<<"$doc")" != processing ] && { printf '%s' "$doc"; return; }
    echo "  ..  $(jq -r '.progress | if . then "\(.stage) \(.done)/\(.total)" else "processing" end' <<<"$doc")" >&2
    sleep 0.5
  done
  echo "FAILED: document $1 still processing after 60 s" >&2
  exit 1
}

echo "GET /health"
health=$(public GET /health 200)
check "$health" '.status == "ok" and .info.database.status == "up"' 'the API and its database are up'

echo "GET /v1/openapi.json"
spec=$(public GET /v1/openapi.json 200)
check "$spec" '(.openapi | startswith("3.")) and (.paths | has("/v1/chat/stream"))' 'an OpenAPI 3 document with the /v1 paths'

echo "GET /v1/plans (no key needed)"
plans=$(public GET /v1/plans 200)
check "$plans" '[.plans[].name] == ["free", "pro", "enterprise"]' 'Free, Pro and Enterprise'
check "$plans" '.plans[0].limits.max_documents == 1' 'Free holds 1 document'

echo "POST /v1/documents ($PDF)"
uploaded=$(api POST /v1/documents 201 -F "file=@$PDF;type=application/pdf" -F 'name=Acme handbook')
check "$uploaded" '.status == "processing" and .name == "Acme handbook"' 'accepted, processing in the background'
doc=$(jq -r .id <<<"$uploaded")

echo "GET /v1/documents/$doc until processed"
processed=$(wait_for "$doc")
check "$processed" '.status == "processed" and .pages > 0 and .error == null' "processed: $(jq .pages <<<"$processed") page(s)"

echo "GET /v1/documents"
list=$(api GET /v1/documents 200)
check "$list" "any(.[]; .id == \"$doc\")" 'the list holds it'

echo "GET /v1/documents/$doc"
detail=$(api GET "/v1/documents/$doc" 200)
check "$detail" '.file_size > 0 and .processing_completed_at != null and .progress == null' 'size and completion time'
not_failed=$(api POST "/v1/documents/$doc/reprocess" 422)
check "$not_failed" '.code == "document_not_failed"' 'only a failed document can be re-processed: 422'
missing=$(api GET /v1/documents/00000000-0000-4000-8000-000000000000 404)
check "$missing" '.code == "document_not_found" and (.request_id | length > 0)' 'an unknown id is 404 document_not_found'

echo "POST /v1/query"
found=$(api POST /v1/query 200 -H 'Content-Type: application/json' -d "$(json '{"query": "refunds", "top_k": 3}')")
check "$found" '(.results | length) >= 1 and .results[0].page >= 1 and (.results[0].text | length > 0)' 'passages with their pages'

session="session_curl_$(date +%s)_$RANDOM"
echo "POST /v1/chat"
body=$(jq -n --arg m "$QUESTION" --arg s "$session" '{message: $m, session_id: $s}')
reply=$(api POST /v1/chat 200 -H 'Content-Type: application/json' -d "$body")
echo "  Q: $QUESTION"
echo "  A: $(jq -r .answer <<<"$reply")"
check "$reply" '.answer_status == "answered" and .session_id == "'"$session"'"' 'answered in this session'
check "$reply" '.source_documents[0] | .page >= 1 and (.snippet | length > 0) and .confidence > 0' \
  "cites $(jq -r '.source_documents[0] | "\(.name), page \(.page)"' <<<"$reply")"
check "$reply" '.token_usage.total_tokens > 0' 'counts its tokens'

echo "POST /v1/chat/stream (server-sent events, read as they arrive)"
body=$(jq -n --arg s "$session" '{message: "And how many days of leave do staff get?", session_id: $s, context: true}')
printf '  A: '
# -N: no buffering, so each token prints as it comes; the last data event before [DONE] carries the sources.
curl -sS -N --retry 5 -D "$work/stream-headers" -X POST "$URL/v1/chat/stream" -H "Authorization: Bearer $PAGEWISE_KEY" \
  -H 'Content-Type: application/json' -H 'Accept: text/event-stream' -d "$body" |
  while IFS= read -r line; do
    case $line in
      'data: [DONE]') echo '[DONE]' >"$work/stream-done" ;;
      'event: error') echo 'error' >"$work/stream-error" ;;
      'data: '*)
        event=${line#data: }
        printf '%s' "$(jq -r .token <<<"$event")"
        echo "$event" >"$work/stream-last" ;;
    esac
  done
echo
grep -q '^HTTP/[0-9.]* 200' "$work/stream-headers" || { echo "FAILED: the stream answered $(head -1 "$work/stream-headers")" >&2; exit 1; }
grep -qi '^content-type: text/event-stream' "$work/stream-headers" || { echo 'FAILED: not text/event-stream' >&2; exit 1; }
[ ! -e "$work/stream-error" ] || { echo "FAILED: the stream reported an error: $(cat "$work/stream-last")" >&2; exit 1; }
[ -e "$work/stream-done" ] || { echo 'FAILED: the stream ended without [DONE]' >&2; exit 1; }
last=$(cat "$work/stream-last")
check "$last" '.token == "" and .answer_status == "answered" and (.source_documents | length) >= 1' 'ends with its sources'
check "$last" '.source_documents[0].page >= 1 and .session_id == "'"$session"'"' \
  "cites $(jq -r '.source_documents[0] | "\(.name), page \(.page)"' <<<"$last")"

echo "GET /v1/chat/history, one turn per page"
offset=0
while :; do
  page=$(api GET "/v1/chat/history?session_id=$session&limit=1&offset=$offset" 200)
  check "$page" '.total == 2 and (.messages | length) == 1 and (.messages[0].timestamp | test("Z$"))' \
    "turn $((offset + 1)) of 2: $(jq -r '.messages[0].message' <<<"$page")"
  offset=$((offset + 1))
  [ "$offset" -lt "$(jq .total <<<"$page")" ] || break
done

echo "POST /v1/chat/feedback (rate the streamed answer down, then up: the second rating replaces the first)"
message_id=$(jq -r .message_id <<<"$last")
rated=$(api POST /v1/chat/feedback 200 -H 'Content-Type: application/json' \
  -d "$(jq -n --arg m "$message_id" '{message_id: $m, rating: "down", comment: "Say how leave is requested, too."}')")
check "$rated" ".message_id == \"$message_id\" and .rating == \"down\" and .comment == \"Say how leave is requested, too.\"" 'rated down, with a comment'
rated=$(api POST /v1/chat/feedback 200 -H 'Content-Type: application/json' -d "$(jq -n --arg m "$message_id" '{message_id: $m, rating: "up"}')")
check "$rated" '.rating == "up" and .comment == null' 'rated again: up replaces down'
unknown=$(api POST /v1/chat/feedback 404 -H 'Content-Type: application/json' -d "$(json '{"message_id": "00000000-0000-4000-8000-000000000000", "rating": "up"}')")
check "$unknown" '.code == "not_found"' 'an unknown message_id: 404'

echo "GET /v1/analytics/usage"
usage=$(api GET '/v1/analytics/usage?days=7' 200)
check "$usage" '(.days | length) == 7 and .totals.queries >= 2 and .totals.tokens > 0' "$(jq .totals.queries <<<"$usage") queries in 7 days"

echo "GET /v1/analytics/questions (what visitors asked, grouped; Pro and Enterprise)"
questions=$(api GET '/v1/analytics/questions?days=7&view=most_asked' 200)
check "$questions" '(.groups | length) >= 1 and .groups[0].count >= 1' "most asked: $(jq -r '.groups[0].question' <<<"$questions")"

echo "GET /v1/chat/sessions, and an export of them as JSON Lines"
sessions=$(api GET '/v1/chat/sessions?days=7' 200)
check "$sessions" "any(.sessions[]; .session_id == \"$session\" and .turns == 2)" 'the streamed conversation, with its two turns'
api GET '/v1/chat/sessions/export?days=7&format=jsonl' 200 >"$work/turns.jsonl"
check "$(jq -s 'length' "$work/turns.jsonl")" '. >= 2' "$(wc -l <"$work/turns.jsonl" | tr -d ' ') turns exported, one JSON object a line"

echo "GET /v1/documents/{id}/pages/{page}/image (the page as a PNG, for showing a cited sentence)"
first_page=1
api GET "/v1/documents/$doc/pages/$first_page/image" 200 >"$work/page.png"
[ "$(head -c 4 "$work/page.png" | od -An -tx1 | tr -d ' \n')" = 89504e47 ] || { echo 'FAILED: not a PNG' >&2; exit 1; }
echo '  ok  page 1 as a PNG'

echo "GET /v1/widget/config"
widget=$(api GET /v1/widget/config 200)
check "$widget" '(.organization_name | length > 0) and (.show_badge | type) == "boolean"' "the widget of $(jq -r .organization_name <<<"$widget")"

echo "GET /v1/widget/starter-questions/suggestions (candidates drawn from the documents)"
suggested=$(api GET /v1/widget/starter-questions/suggestions 200)
check "$suggested" '(.suggestions | length) >= 1' "suggests: $(jq -r '.suggestions[0].question' <<<"$suggested")"

echo "POST /v1/webhooks (an endpoint for document events; docs/webhooks.md)"
hook=$(api POST /v1/webhooks 201 -H 'Content-Type: application/json' \
  -d "$(json '{"url": "https://example.com/pagewise-webhooks", "events": ["document.processed", "document.failed"], "description": "curl example"}')")
check "$hook" '(.secret | startswith("whsec_")) and .enabled and .events == ["document.processed", "document.failed"]' 'a whsec_ signing secret, shown once'
hook_id=$(jq -r .id <<<"$hook")
listed=$(api GET /v1/webhooks 200)
check "$listed" "any(.[]; .id == \"$hook_id\") and all(.[]; has(\"secret\") | not)" 'listed, never with its secret'
one=$(api GET "/v1/webhooks/$hook_id" 200)
check "$one" '.url == "https://example.com/pagewise-webhooks"' 'read back'
paused=$(api PATCH "/v1/webhooks/$hook_id" 200 -H 'Content-Type: application/json' -d "$(json '{"enabled": false}')")
check "$paused" '.enabled == false' 'disabled'
rotated=$(api POST "/v1/webhooks/$hook_id/rotate-secret" 200)
check "$rotated" '(.secret | startswith("whsec_")) and (.previous_secret_expires_at | length > 0)' 'a new secret; the old one signs too for 24 h'
log=$(api GET "/v1/webhooks/$hook_id/deliveries" 200)
check "$log" 'length == 0' 'an empty delivery log'
api POST "/v1/webhooks/$hook_id/deliveries/00000000-0000-4000-8000-000000000000/redeliver" 404 >/dev/null && echo '  ok  redelivering an unknown delivery: 404'
refused=$(api POST /v1/webhooks 422 -H 'Content-Type: application/json' -d "$(json '{"url": "https://169.254.169.254/latest", "events": ["document.processed"]}')")
check "$refused" '.code == "validation_failed"' 'a link-local address is refused: 422'
api DELETE "/v1/webhooks/$hook_id" 200 >/dev/null && echo '  ok  deleted'

echo "POST /v1/apikeys (a scoped key that may only list documents, and a widget key)"
created=$(api POST /v1/apikeys 201 -H 'Content-Type: application/json' \
  -d "$(json '{"name": "curl example reader", "scopes": ["documents:list"], "expires_in_days": 1}')")
check "$created" '(.key | startswith("pw_sk_")) and .api_key.status == "active" and .api_key.scopes == ["documents:list"]' 'a pw_sk_ key, shown once'
reader=$(jq -r .key <<<"$created")
reader_id=$(jq -r .api_key.id <<<"$created")
echo "GET /v1/apikeys/current (with the new key)"
current=$(call "$reader" GET /v1/apikeys/current 200)
check "$current" ".key_id == \"$reader_id\" and .type == \"secret\" and .is_admin == false and .scopes == [\"documents:list\"]" 'the key knows its own scopes'
call "$reader" GET /v1/documents 200 >/dev/null && echo '  ok  it lists documents'
denied=$(call "$reader" POST /v1/chat 403 -H 'Content-Type: application/json' -d "$(json '{"message": "hello"}')")
check "$denied" '.code == "insufficient_scope"' 'it may not chat: 403 insufficient_scope'
widget_key=$(api POST /v1/apikeys 201 -H 'Content-Type: application/json' \
  -d "$(json '{"name": "curl example widget", "type": "publishable", "allowed_origins": ["https://www.example.com"]}')")
check "$widget_key" '(.key | startswith("pw_pk_")) and .api_key.allowed_origins == ["https://www.example.com"]' 'a pw_pk_ key for one origin'

echo "GET /v1/apikeys"
keys=$(api GET /v1/apikeys 200)
check "$keys" "any(.[]; .id == \"$reader_id\") and all(.[]; has(\"key\") | not)" 'lists them, never their plaintext'

echo "POST /v1/apikeys/revoke"
for id in "$reader_id" "$(jq -r .api_key.id <<<"$widget_key")"; do
  revoked=$(api POST /v1/apikeys/revoke 200 -H 'Content-Type: application/json' -d "$(jq -n --arg id "$id" '{key_id: $id}')")
  check "$revoked" ".key_id == \"$id\"" "revoked $id"
done
gone=$(call "$reader" GET /v1/documents 401)
check "$gone" '.code == "invalid_api_key"' 'the revoked key is refused: 401'

echo "DELETE /v1/documents/$doc"
deleted=$(api DELETE "/v1/documents/$doc" 200)
check "$deleted" ".document_id == \"$doc\"" 'deleted'
api GET "/v1/documents/$doc" 404 >/dev/null && echo '  ok  and gone: 404'

echo "POST /v1/documents/{id}/reprocess (a PDF with nothing a parser can read fails, then runs again)"
printf '%%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ngarbage\n%%%%EOF\n' >"$work/broken.pdf"
broken=$(api POST /v1/documents 201 -F "file=@$work/broken.pdf;type=application/pdf" | jq -r .id)
failed=$(wait_for "$broken")
check "$failed" '.status == "failed" and (.error | length > 0)' "failed: $(jq -r .error <<<"$failed")"
again=$(api POST "/v1/documents/$broken/reprocess" 202)
check "$again" '.status == "processing" and .error == null' 'processing again'
failed=$(wait_for "$broken")
check "$failed" '.status == "failed"' 'failed again, for the same reason'
api DELETE "/v1/documents/$broken" 200 >/dev/null && echo '  ok  deleted'

echo 'Every /v1 endpoint answered as documented.'
