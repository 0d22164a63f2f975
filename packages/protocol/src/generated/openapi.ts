// Generated from docs/openapi.json by `npm run generate -w @pagewise/protocol`; do not edit.
// Change the API's views and DTOs, then run `npm run openapi -w @pagewise/api` and the command above.

export interface paths {
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan catalogue: prices, features and the limits this server enforces. Public: no key needed. */
        get: operations["PlansController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's keys (never their secrets) */
        get: operations["ApiKeysController_list"];
        put?: never;
        /** Create a scoped or publishable key (admin key only); the plaintext is returned once */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apikeys/admin/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate the admin key (admin key or dashboard session); the new plaintext is returned once
         * @description The previous admin key stops working at once (401 on its next request).
         */
        post: operations["ApiKeysController_regenerateAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apikeys/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key (or dashboard session) this request is made with: its type, scopes and organization. Any key may call it. */
        get: operations["ApiKeysController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apikeys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a key; it stops working on its next request */
        post: operations["ApiKeysController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widget's title, greeting, colours, position and whether the Pagewise badge shows */
        get: operations["WidgetConfigController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widget's settings as the owner edits them (admin key or dashboard session) */
        get: operations["WidgetConfigController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the widget's settings (admin key or dashboard session)
         * @description Only the fields sent change; null restores a default. hide_badge true needs a plan whose badge is removable (403 plan_limit_reached).
         */
        patch: operations["WidgetConfigController_update"];
        trace?: never;
    };
    "/v1/widget/starter-questions/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest starter questions from the organization's documents and conversations (admin key or dashboard session)
         * @description Candidates for the owner to pick and edit, never saved by this call: questions visitors asked that were answered and never rated down (most asked first), then section headings of the documents turned into questions, then each document's overview question. Save the chosen ones with PATCH /v1/widget/settings (starter_questions).
         */
        get: operations["WidgetConfigController_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queries, tokens and documents per day for the key's organization */
        get: operations["AnalyticsController_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions grouped by what they ask: most asked, not answered, rated down (Pro and Enterprise)
         * @description Groups the questions of a range (default the last 30 days) by their normalised terms (Jaccard similarity, in English, Hindi, Marathi and Tamil). Each group has its count, first and last asked, example wordings, how many were answered, not found and rated down, and the document its answers cited most.
         */
        get: operations["AnalyticsController_questionsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's documents
         * @description Newest first.
         */
        get: operations["DocumentsController_list"];
        put?: never;
        /**
         * Upload a PDF
         * @description Returns at once; processing continues in the background.
         */
        post: operations["DocumentsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one document
         * @description With size, pages, and progress or the failure reason.
         */
        get: operations["DocumentsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a document for good
         * @description Removes the file, its passages and vectors.
         */
        delete: operations["DocumentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the original PDF
         * @description The uploaded bytes, unchanged; Content-Disposition: inline with the document name.
         */
        get: operations["DocumentsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document_id}/pages/{page}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page drawn as an image
         * @description The page as PNG at 150 dpi, to show a cited page with its answer's highlight rectangles over it (scale them by the image's size over the page's). Keys with documents:list may read it; a publishable key only while the organization's widget setting page_viewer is on (403 forbidden otherwise). Cache-Control: private, max-age=86400.
         */
        get: operations["DocumentsController_pageImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document_id}/reprocess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-process a failed document
         * @description Processes the stored file again (after the cause of its failure is fixed); counts against no plan limit.
         */
        post: operations["DocumentsController_reprocess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a question
         * @description Answers from all of the organization's processed documents. Closing the connection before the answer comes stops the answer.
         */
        post: operations["ChatController_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a question and stream the answer
         * @description Server-sent events: `data: {"token": "…"}` per piece of the answer; then `data: {"token": "", "answer_status": "answered" | "not_found", "source_documents": […], "token_usage": {…}, "session_id": "…", "message_id": "…"}`; then `data: [DONE]`. A failure after the stream began is `event: error` with `data: {"error": "…", "code": "…"}`, then `data: [DONE]`. A `: ping` comment is sent every 15 s. Closing the connection stops the answer.
         */
        post: operations["ChatController_stream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a session's turns
         * @description Oldest first. Any key of the organization holding chat:history reads the organization's sessions; other organizations' sessions read as empty.
         */
        get: operations["ChatController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate an answer
         * @description Up or down, with an optional comment; rating the same answer again replaces the rating. A publishable key must send the `session_id` the answer was given in, and may rate only answers it was given there. An unknown id, or one of another organization, key or session, is 404.
         */
        post: operations["ChatController_rate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's conversations
         * @description Sessions whose last turn falls in the range (default the last 30 UTC days), newest first, with the first question, turn count, last activity and where the session began: an API key (by name), the widget (a publishable key, by name) or the dashboard playground. Read one with GET /v1/chat/history.
         */
        get: operations["ConversationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/sessions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the turns of a date range as JSON Lines or CSV
         * @description Every turn asked in the range (UTC days, default the last 30), oldest first, streamed as a download. JSON Lines: one object per line with session_id, message_id, asked_at, source, key_name, question, answer, answer_status, status, rating, rating_comment, citations (citations an array of {document_id, name, page}). CSV: the same columns, RFC 4180 quoting, UTF-8 with a byte-order mark, citations as "name p. N; …"; a cell a spreadsheet would run as a formula starts with an apostrophe. A range of more than 100,000 turns is refused with 422 before anything is sent. X-Total-Turns says how many lines follow.
         */
        get: operations["ConversationsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve passages
         * @description Retrieval only: the best-matching passages of the organization's processed documents, no answer.
         */
        post: operations["QueryController_search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organization's webhook endpoints (never their secrets) */
        get: operations["WebhooksController_list"];
        put?: never;
        /** Register a webhook endpoint; its signing secret is returned once */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a webhook endpoint */
        get: operations["WebhooksController_get"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint, with its pending deliveries and its log */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint: its URL, events or description; disable it or enable it again */
        patch: operations["WebhooksController_update"];
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret; the previous one keeps signing too for 24 hours */
        post: operations["WebhooksController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log: the latest 50 deliveries, newest first, with every attempt (status code, latency) */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery's event again now (a new delivery, same webhook-id) */
        post: operations["WebhooksController_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "document.processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A document finished processing and can be asked about
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DocumentProcessedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A document could not be processed (data.error says why)
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DocumentFailedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A document was deleted
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DocumentDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api_key.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API key was revoked
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyRevokedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quota.reached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organization used up the day's chat queries
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuotaReachedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "question.unanswered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A question the documents could not answer; sent at most once per group of questions per UTC day
         * @description Signed per Standard Webhooks. Answer 2xx within 5 seconds; anything else is retried with backoff for about 3 days.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The event id; the same on every retry and redelivery. */
                    "webhook-id": string;
                    /** @description Seconds since the UNIX epoch when this attempt was signed; refuse it when more than 5 minutes off. */
                    "webhook-timestamp": string;
                    /** @description Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, one per valid secret. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionUnansweredEvent"];
                };
            };
            responses: {
                /** @description Any 2xx marks the delivery delivered. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        PlanLimitsView: {
            /**
             * @description PDFs an organization may hold; null means no cap.
             * @example 5
             */
            max_documents: number | null;
            /**
             * @description Largest PDF in bytes; null means no cap. (a server-wide ceiling still applies)
             * @example 2097152
             */
            max_file_bytes: number | null;
            /**
             * @description Chat queries per UTC day; null means no cap.
             * @example 100
             */
            queries_per_day: number | null;
            /**
             * @description Requests per minute for the whole organization; null means no cap. (per-key limits still apply)
             * @example null
             */
            requests_per_minute: number | null;
            /**
             * @description Secret API keys, admin included; null means no cap.
             * @example 3
             */
            max_api_keys: number | null;
            /**
             * @description Webhook endpoints; null means no cap.
             * @example 5
             */
            max_webhook_endpoints: number | null;
            /** @description Whether scoped (team) keys can be created. */
            scoped_keys_allowed: boolean;
            /** @description Whether the widget's "Powered by Pagewise" badge can be hidden. */
            badge_removable: boolean;
            /**
             * @description 'en': answers in English only; 'auto': in the asker's language.
             * @enum {string}
             */
            answer_language: "en" | "auto";
            /**
             * @description 'basic': daily usage counts (GET /v1/analytics/usage); 'advanced': also the questions report (GET /v1/analytics/questions).
             * @enum {string}
             */
            analytics: "basic" | "advanced";
        };
        PlanView: {
            /** @enum {string} */
            name: "free" | "pro" | "enterprise";
            /** @example Pro */
            title: string;
            description: string;
            /**
             * @description Price per month in `currency`; null: priced per customer.
             * @example 1000
             */
            monthly_price: number | null;
            /**
             * @description Price per year in `currency`; null: priced per customer.
             * @example 10000
             */
            yearly_price: number | null;
            /** @example INR */
            currency: string;
            /** @description What the plan includes, limits first, written from the limits this server enforces. */
            features: string[];
            /** @example Start Free Trial */
            button_text: string;
            /** @description Marked "Most Popular" on the pricing page. */
            popular: boolean;
            limits: components["schemas"]["PlanLimitsView"];
        };
        PlanCatalogView: {
            /** @description Free, Pro, Enterprise. */
            plans: components["schemas"]["PlanView"][];
        };
        /**
         * @description A permission an API key holds.
         * @enum {string}
         */
        Scope: "chat:query" | "chat:history" | "documents:upload" | "documents:delete" | "documents:list" | "apikeys:create" | "apikeys:revoke" | "analytics:view" | "webhooks:manage";
        CreateApiKeyDto: {
            /** @example CI uploader */
            name: string;
            /** @description Required for secret keys; publishable keys hold chat:query only. */
            scopes?: components["schemas"]["Scope"][];
            /** @description Days until the key stops working; no expiry when absent. */
            expires_in_days?: number;
            /**
             * @default secret
             * @enum {string}
             */
            type?: "secret" | "publishable";
            /**
             * @description Publishable keys only.
             * @example [
             *       "https://www.example.com"
             *     ]
             */
            allowed_origins?: string[];
        };
        ApiKeyObject: {
            /** Format: uuid */
            id: string;
            /** @example Support bot */
            name: string;
            /** @enum {string} */
            type: "secret" | "publishable";
            /** @description The organization's admin key (all scopes). */
            is_admin: boolean;
            /**
             * @description The first 12 characters, to recognise a key.
             * @example pw_sk_3kT9Qm
             */
            key_prefix: string;
            scopes: components["schemas"]["Scope"][];
            /** @description Publishable keys only: origins allowed to use the key. */
            allowed_origins: string[];
            /**
             * @description Publishable keys only: the key itself, as it goes in a web page (publishable keys are not secrets). null for secret keys, whose text is never kept, and for publishable keys made before this field existed.
             * @example pw_pk_4nB8Wd…
             */
            publishable_key: string | null;
            /**
             * Format: date-time
             * @description null: never expires.
             */
            expires_at: string | null;
            /** @enum {string} */
            status: "active" | "revoked" | "expired";
            /** Format: date-time */
            last_used_at: string | null;
            /** @description Valid requests made with this key. */
            usage_count: number;
            /** Format: date-time */
            created_at: string;
        };
        CreatedApiKeyObject: {
            api_key: components["schemas"]["ApiKeyObject"];
            /**
             * @description The key itself, returned once and never again.
             * @example pw_sk_3kT9Qm…
             */
            key: string;
        };
        /**
         * @description Every code the API sends; new codes may be added.
         * @enum {string}
         */
        ErrorCode: "bad_request" | "invalid_credentials" | "email_not_verified" | "invalid_api_key" | "unauthorized" | "session_expired" | "not_authenticated" | "insufficient_scope" | "origin_not_allowed" | "secret_key_in_browser" | "plan_limit_reached" | "admin_key_protected" | "admin_required" | "document_limit_reached" | "csrf_origin_refused" | "forbidden" | "not_found" | "document_not_found" | "widget_not_built" | "conflict" | "file_too_large" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "not_a_pdf" | "document_not_failed" | "page_not_drawable" | "rate_limit_exceeded" | "daily_quota_exceeded" | "internal_error" | "answer_failed" | "service_unavailable" | "insufficient_storage";
        ApiErrorView: {
            /**
             * @description A sentence for people.
             * @example Document not found.
             */
            error: string;
            /**
             * @description A stable code for programs.
             * @example document_not_found
             */
            code: components["schemas"]["ErrorCode"];
            /** @example req_5f0c6d2e9a8b4c1d8e7f6a5b4c3d2e1f */
            request_id: string;
        };
        CurrentCallerObject: {
            /**
             * Format: uuid
             * @description The key used; null for a dashboard session.
             */
            key_id: string | null;
            /** @enum {string} */
            type: "secret" | "publishable";
            /** @description The organization's admin key or a dashboard session (all scopes). */
            is_admin: boolean;
            scopes: components["schemas"]["Scope"][];
            /** Format: uuid */
            organization_id: string;
            /**
             * @description The organization's plan.
             * @example pro
             */
            plan: string;
        };
        RevokeApiKeyDto: {
            /** Format: uuid */
            key_id: string;
        };
        RevokedApiKeyObject: {
            /** @example API key revoked */
            message: string;
            /** Format: uuid */
            key_id: string;
        };
        WidgetConfigObject: {
            /** @example Acme Insurance */
            organization_name: string;
            /** @example Ask our documents */
            title: string;
            /** @example Hi! Ask me anything about our documents. */
            greeting: string;
            /** @example #4f46e5 */
            accent_color: string;
            /** @enum {string} */
            theme: "light" | "dark" | "auto";
            /**
             * @description Where the launcher sits.
             * @enum {string}
             */
            position: "bottom-right" | "bottom-left";
            /** @description Whether "Powered by Pagewise" must show (always on the Free plan). */
            show_badge: boolean;
            /** @description Whether visitors may follow links in answers (they come from the documents); off unless the owner turns it on. Each link shows its host either way. */
            links_clickable: boolean;
            /** @description Whether visitors may open a cited page with the quoted sentence highlighted (the page image comes from GET /v1/documents/{id}/pages/{page}/image with the publishable key); off unless the owner turns it on. */
            page_viewer: boolean;
            /** @enum {string} */
            plan: "free" | "pro" | "enterprise";
            /**
             * @description Questions offered as chips when the panel opens; empty when none are set.
             * @example [
             *       "How do I get a refund?"
             *     ]
             */
            starter_questions: string[];
        };
        WidgetSettingsObject: {
            /** @example Ask our documents */
            title: string;
            /** @example Hi! Ask me anything about our documents. */
            greeting: string;
            /** @example #4f46e5 */
            accent_color: string;
            /** @enum {string} */
            theme: "light" | "dark" | "auto";
            /** @enum {string} */
            position: "bottom-right" | "bottom-left";
            /** @description The organization's choice; the badge hides only while badge_removable. */
            hide_badge: boolean;
            /** @description Whether the plan lets the badge go (Pro, Enterprise); from the plan, read-only. */
            badge_removable: boolean;
            /** @description Up to 4 questions the widget offers as chips when its panel opens. */
            starter_questions: string[];
            /** @description Whether visitors may follow links in answers; default false. */
            links_clickable: boolean;
            /** @description Whether visitors may open a cited page's image, with the quoted sentence highlighted; default false. */
            page_viewer: boolean;
        };
        WidgetSettingsPatchObject: {
            /** @example Ask Acme */
            title?: string | null;
            greeting?: string | null;
            /** @example #0f766e */
            accent_color?: string | null;
            /** @enum {string|null} */
            theme?: "light" | "dark" | "auto" | null;
            /** @enum {string|null} */
            position?: "bottom-right" | "bottom-left" | null;
            /** @description true is refused with 403 plan_limit_reached on a plan whose badge is not removable. */
            hide_badge?: boolean;
            /** @description true lets visitors follow links in answers (new tab, rel="noopener noreferrer nofollow"); false shows them as text with their host. */
            links_clickable?: boolean;
            /** @description true lets visitors open a cited page's image with the quoted sentence highlighted, and lets the publishable key read page images of the organization's documents. */
            page_viewer?: boolean;
            /**
             * @description Up to 4 questions, each 1 to 120 characters, no two the same; the list replaces the last one, and [] or null clears it.
             * @example [
             *       "How do I get a refund?",
             *       "Is water damage covered?"
             *     ]
             */
            starter_questions?: string[] | null;
        };
        SuggestionDocumentObject: {
            /** Format: uuid */
            document_id: string;
            /** @example handbook.pdf */
            name: string;
            /** @description The heading's page; null for a whole document. */
            page: number | null;
        };
        StarterSuggestionObject: {
            /** @example What should I know about refunds? */
            question: string;
            /**
             * @description asked: visitors asked it and it was answered, never rated down; heading: a section heading of a document; document: a document's overview.
             * @enum {string}
             */
            source: "asked" | "heading" | "document";
            /** @description How often it was asked (source asked); null otherwise. */
            asked: number | null;
            /** @description Where it comes from (sources heading and document); null for asked. */
            document: components["schemas"]["SuggestionDocumentObject"] | null;
        };
        StarterSuggestionsObject: {
            /** @description Best first; none repeats a starter question already set. */
            suggestions: components["schemas"]["StarterSuggestionObject"][];
        };
        UsageDayObject: {
            queries: number;
            tokens: number;
            documents: number;
            /**
             * Format: date
             * @example 2026-11-23
             */
            date: string;
        };
        UsageTotals: {
            queries: number;
            tokens: number;
            documents: number;
        };
        UsageReportObject: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            days: components["schemas"]["UsageDayObject"][];
            totals: components["schemas"]["UsageTotals"];
        };
        TopDocumentObject: {
            /** Format: uuid */
            document_id: string;
            /** @example returns-policy.pdf */
            name: string;
            /**
             * @description Answers of the group's questions that cited it first (their best source).
             * @example 12
             */
            citations: number;
        };
        QuestionGroupObject: {
            /**
             * @description Stable for the same leading wording: the same group has the same id from one day to the next.
             * @example 3f9a1c0b7d2e4a51
             */
            id: string;
            /**
             * @description The group's most asked wording.
             * @example What is the refund policy?
             */
            question: string;
            /**
             * @description Up to 3 distinct wordings, most asked first.
             * @example [
             *       "What is the refund policy?",
             *       "refund policy"
             *     ]
             */
            examples: string[];
            /**
             * @description The normalised terms the group was matched on.
             * @example [
             *       "policy",
             *       "refund"
             *     ]
             */
            terms: string[];
            /**
             * @description Times asked in the range.
             * @example 14
             */
            count: number;
            /**
             * @description Answered from the documents.
             * @example 11
             */
            answered: number;
            /**
             * @description Answered "not in your documents".
             * @example 3
             */
            not_found: number;
            /**
             * @description Answers rated down (POST /v1/chat/feedback).
             * @example 1
             */
            rated_down: number;
            /** Format: date-time */
            first_asked: string;
            /** Format: date-time */
            last_asked: string;
            /** @description The document its answers cited first (as their best source) most often; null when none was cited. */
            top_document: components["schemas"]["TopDocumentObject"] | null;
        };
        QuestionsReportObject: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            view: "most_asked" | "not_answered" | "rated_down";
            /** @description Questions asked in the range. */
            questions: number;
            /** @description Groups in this view, before paging. */
            total: number;
            limit: number;
            offset: number;
            /** @description Distinct wordings grouped. */
            wordings: number;
            /** @description true when the range held more than 5,000 distinct wordings: the least relevant to the view were left out. */
            truncated: boolean;
            groups: components["schemas"]["QuestionGroupObject"][];
        };
        UploadDocumentForm: {
            /**
             * Format: binary
             * @description The PDF; checked by its content, not its name.
             */
            file: string;
            /** @description Display name; defaults to the file name. */
            name?: string;
        };
        /** @enum {string} */
        DocumentStatus: "processing" | "processed" | "failed";
        DocumentSummaryView: {
            /** Format: uuid */
            id: string;
            /** @example handbook.pdf */
            name: string;
            status: components["schemas"]["DocumentStatus"];
            /** Format: date-time */
            uploaded_at: string;
        };
        SkippedPageView: {
            /**
             * @description The page number, from 1.
             * @example 23
             */
            page: number;
            /**
             * @description Why, as a short code: damaged (the page cannot be read from the file), ocr_low_confidence, ocr_timeout, ocr_too_complex, ocr_page_limit, ocr_off (a scanned page that OCR did not read).
             * @example damaged
             */
            reason: string;
            /**
             * @description The reason in a sentence, for the person who uploaded the document.
             * @example This page is damaged in the file and could not be read; the rest of the document was read.
             */
            message: string;
        };
        DocumentListItemView: {
            /** Format: uuid */
            id: string;
            /** @example handbook.pdf */
            name: string;
            status: components["schemas"]["DocumentStatus"];
            /** Format: date-time */
            uploaded_at: string;
            /** @description Pages that could not be read and were left out when the document was processed; empty when every page was read, and while processing or failed. */
            skipped_pages: components["schemas"]["SkippedPageView"][];
        };
        DocumentProgressView: {
            /**
             * @description ocr: reading scanned pages (pages without a text layer).
             * @enum {string}
             */
            stage: "queued" | "parsing" | "ocr" | "indexing";
            /** @description Pages parsed, scanned pages read or chunks indexed so far. */
            done: number;
            total: number;
            /**
             * @description The stage in words, e.g. "Reading scanned page 3 of 12".
             * @example Reading scanned page 3 of 12
             */
            message: string;
        };
        DocumentDetailView: {
            /** Format: uuid */
            id: string;
            /** @example handbook.pdf */
            name: string;
            status: components["schemas"]["DocumentStatus"];
            /** Format: date-time */
            uploaded_at: string;
            /** @description Pages that could not be read and were left out when the document was processed; empty when every page was read, and while processing or failed. */
            skipped_pages: components["schemas"]["SkippedPageView"][];
            /** @description Size of the uploaded file in bytes. */
            file_size: number;
            /** @description Page count, once processed. */
            pages: number | null;
            /** Format: date-time */
            processing_completed_at: string | null;
            /** @description Why processing failed (status failed). */
            error: string | null;
            /** @description Work done so far (status processing). */
            progress: components["schemas"]["DocumentProgressView"] | null;
        };
        DocumentDeletedView: {
            /** @example Document deleted. */
            message: string;
            /** Format: uuid */
            document_id: string;
        };
        ChatStreamTokenView: {
            /**
             * @description Empty in the last event.
             * @example Refunds
             */
            token: string;
        };
        HighlightView: {
            /**
             * @description Page width in points.
             * @example 612
             */
            page_width: number;
            /**
             * @description Page height in points.
             * @example 792
             */
            page_height: number;
            /**
             * @description [x0, y0, x1, y1] per line of the sentence; y grows upwards from the bottom of the page.
             * @example [
             *       [
             *         72,
             *         700.5,
             *         540,
             *         712.5
             *       ]
             *     ]
             */
            rects: number[][];
        };
        SourceDocumentView: {
            /** Format: uuid */
            document_id: string;
            /** @example handbook.pdf */
            name: string;
            /** @example 3 */
            page: number;
            /** @example 0.82 */
            confidence: number;
            /** @description The sentence the answer quotes from the passage. */
            snippet: string;
            /** @description Where the snippet lies on its page, to draw it over the page image; null when the page has no stored layout or the sentence cannot be located. */
            highlight: components["schemas"]["HighlightView"] | null;
        };
        TokenUsageView: {
            prompt_tokens: number;
            completion_tokens: number;
            total_tokens: number;
        };
        ChatStreamEndView: {
            /**
             * @description Empty in the last event.
             * @example Refunds
             */
            token: string;
            /**
             * Format: uuid
             * @description The stored turn (question and answer): rate it with POST /v1/chat/feedback.
             * @example 1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e
             */
            message_id: string;
            /**
             * @description not_found: the documents do not cover the question; the answer says so and source_documents is empty. answered: everything else, including an overview of a document and the question of which document is meant.
             * @enum {string}
             */
            answer_status: "answered" | "not_found";
            source_documents: components["schemas"]["SourceDocumentView"][];
            token_usage: components["schemas"]["TokenUsageView"];
            /** @example session_4b1f… */
            session_id: string;
        };
        StreamErrorView: {
            /**
             * @description A sentence for people.
             * @example Document not found.
             */
            error: string;
            /**
             * @description A stable code for programs.
             * @example document_not_found
             */
            code: components["schemas"]["ErrorCode"];
        };
        ChatRequestDto: {
            /** @example What is the refund policy? */
            message: string;
            /**
             * @description Groups turns into a conversation; one is made when absent.
             * @example session_4b1f…
             */
            session_id?: string;
            /** @description true: earlier turns of the session are read as context. */
            context?: boolean;
            /**
             * @description Stored with the turn for your logs.
             * @example {
             *       "user_agent": "Mozilla/5.0"
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
        };
        ChatResponseView: {
            /**
             * Format: uuid
             * @description The stored turn (question and answer): rate it with POST /v1/chat/feedback.
             * @example 1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e
             */
            message_id: string;
            answer: string;
            /**
             * @description not_found: the documents do not cover the question; the answer says so and source_documents is empty. answered: everything else, including an overview of a document and the question of which document is meant.
             * @enum {string}
             */
            answer_status: "answered" | "not_found";
            source_documents: components["schemas"]["SourceDocumentView"][];
            token_usage: components["schemas"]["TokenUsageView"];
            /** @example session_4b1f… */
            session_id: string;
        };
        ChatHistoryMessageView: {
            /**
             * Format: uuid
             * @description The stored turn (question and answer): rate it with POST /v1/chat/feedback.
             * @example 1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e
             */
            message_id: string;
            message: string;
            response: string;
            /** Format: date-time */
            timestamp: string;
            /**
             * @description As in the chat response; null when the answer did not complete (it failed, or the asker left before it ended).
             * @enum {string|null}
             */
            answer_status: "answered" | "not_found" | null;
            /** @description The sources the answer cited, as the chat response gave them; empty when it cited none. */
            source_documents: components["schemas"]["SourceDocumentView"][];
        };
        ChatHistoryView: {
            session_id: string;
            /** @description Oldest first. */
            messages: components["schemas"]["ChatHistoryMessageView"][];
            /** @description Turns in the session (all pages). */
            total: number;
        };
        ChatFeedbackDto: {
            /**
             * @description The `message_id` of the answer, as POST /v1/chat, the stream's last event or the history gave it.
             * @example 1b0e6f0e-6f2b-4f7a-9d55-3c1f0c7f1a2e
             */
            message_id: string;
            /** @enum {string} */
            rating: "up" | "down";
            /** @description What was wrong or right, in the asker's words. */
            comment?: string | null;
            /**
             * @description The session the answer belongs to. Required with a publishable key (pw_pk_…), which may rate only answers it was given in this session.
             * @example session_4b1f…
             */
            session_id?: string;
        };
        ChatFeedbackView: {
            /** Format: uuid */
            message_id: string;
            /** @enum {string} */
            rating: "up" | "down";
            /** @description null when none was given. */
            comment: string | null;
            /**
             * Format: date-time
             * @description When it was rated; a new rating replaces the last.
             */
            rated_at: string;
        };
        SessionSourceView: {
            /**
             * @description api: an API key (secret, scoped or admin); widget: a publishable key; playground: the dashboard.
             * @enum {string}
             */
            kind: "api" | "widget" | "playground";
            /**
             * @description The key's name (api and widget); null for the playground.
             * @example Help centre
             */
            key_name: string | null;
        };
        SessionSummaryView: {
            /** @example session_4b1f… */
            session_id: string;
            /** @description The first question asked in the session. */
            first_question: string;
            /** @description Turns (questions) in the session, all time. */
            turns: number;
            /** @description Turns the documents did not cover (answer_status not_found). */
            not_found: number;
            /** @description Answers rated down. */
            rated_down: number;
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description The latest turn; the list is newest first by this.
             */
            last_activity_at: string;
            /** @description Where the first turn came from. */
            source: components["schemas"]["SessionSourceView"];
        };
        SessionListView: {
            /**
             * @description First day of the range (UTC).
             * @example 2026-11-01
             */
            from: string;
            /**
             * @description Last day of the range (UTC), included.
             * @example 2026-11-30
             */
            to: string;
            /** @description Sessions whose last activity falls in the range, newest first. */
            sessions: components["schemas"]["SessionSummaryView"][];
            /** @description Sessions in the range (all pages). */
            total: number;
        };
        QueryRequestDto: {
            /** @example refund policy */
            query: string;
            /** @default 5 */
            top_k?: number;
        };
        QueryResultView: {
            /** Format: uuid */
            document_id: string;
            /** @example handbook.pdf */
            name: string;
            /**
             * @description The page the passage starts on.
             * @example 3
             */
            page: number;
            text: string;
            /** @description Ranking score; higher is better, comparable within one query. */
            score: number;
        };
        QueryResponseView: {
            results: components["schemas"]["QueryResultView"][];
        };
        /** @enum {string} */
        WebhookEventType: "document.processed" | "document.failed" | "document.deleted" | "api_key.revoked" | "quota.reached" | "question.unanswered";
        WebhookEndpointView: {
            /** Format: uuid */
            id: string;
            /** @example https://example.com/pagewise-webhooks */
            url: string;
            /** @example Production receiver */
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description Disabled endpoints receive nothing until enabled again. */
            enabled: boolean;
            /** @description Why the endpoint was disabled, when it was disabled for failing. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Until when the secret in use before the last rotation still signs too.
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CreateWebhookDto: {
            /**
             * @description https (http only to localhost outside production).
             * @example https://example.com/pagewise-webhooks
             */
            url: string;
            /**
             * @example [
             *       "document.processed",
             *       "document.failed"
             *     ]
             */
            events: components["schemas"]["WebhookEventType"][];
            /** @example Production receiver */
            description?: string;
        };
        WebhookEndpointWithSecretView: {
            /** Format: uuid */
            id: string;
            /** @example https://example.com/pagewise-webhooks */
            url: string;
            /** @example Production receiver */
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description Disabled endpoints receive nothing until enabled again. */
            enabled: boolean;
            /** @description Why the endpoint was disabled, when it was disabled for failing. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Until when the secret in use before the last rotation still signs too.
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The signing secret; shown only in this response.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        UpdateWebhookDto: {
            /** @example https://example.com/pagewise-webhooks */
            url?: string;
            events?: components["schemas"]["WebhookEventType"][];
            description?: string;
            /** @description false disables the endpoint; true enables it again (and clears its failure streak). */
            enabled?: boolean;
        };
        WebhookDeletedView: {
            /** @example Webhook endpoint deleted. */
            message: string;
            /** Format: uuid */
            endpoint_id: string;
        };
        RotatedSecretView: {
            /** @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw */
            secret: string;
            /**
             * Format: date-time
             * @description Until then deliveries are signed with both secrets.
             */
            previous_secret_expires_at: string;
        };
        WebhookAttemptView: {
            /** @description 1 for the first attempt. */
            attempt: number;
            /** @description The receiver's HTTP status; null when none came (timeout, refused address, network error). */
            status_code: number | null;
            /** @description Milliseconds from sending to the answer (or to giving up). */
            latency_ms: number;
            error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        WebhookDeliveryView: {
            /** Format: uuid */
            id: string;
            /**
             * @description The event id, sent as webhook-id.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            event_id: string;
            event_type: components["schemas"]["WebhookEventType"];
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            last_status_code: number | null;
            last_error: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due (status pending).
             */
            next_attempt_at: string | null;
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Every attempt, first first. */
            attempt_log: components["schemas"]["WebhookAttemptView"][];
        };
        DocumentProcessedEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "document.processed";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The document, as GET /v1/documents/{id} shows it. */
            data: components["schemas"]["DocumentDetailView"];
        };
        DocumentFailedEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "document.failed";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The document, as GET /v1/documents/{id} shows it; `error` says why. */
            data: components["schemas"]["DocumentDetailView"];
        };
        DocumentDeletedEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "document.deleted";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The document as it was before the deletion. */
            data: components["schemas"]["DocumentDetailView"];
        };
        ApiKeyRevokedEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "api_key.revoked";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The key, as GET /v1/apikeys shows it. */
            data: components["schemas"]["ApiKeyObject"];
        };
        QuotaReachedData: {
            /** Format: uuid */
            organization_id: string;
            /**
             * @description The plan's chat queries per UTC day.
             * @example 100
             */
            limit: number;
            /** @example 100 */
            used: number;
            /**
             * @description The UTC day.
             * @example 2026-11-24
             */
            day: string;
            /**
             * Format: date-time
             * @description When the quota starts again (the next UTC midnight).
             */
            resets_at: string;
        };
        QuotaReachedEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "quota.reached";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The day's quota. */
            data: components["schemas"]["QuotaReachedData"];
        };
        QuestionUnansweredData: {
            /**
             * @description The group, as GET /v1/analytics/questions names it.
             * @example 3f9a1c0b7d2e4a51
             */
            group_id: string;
            /**
             * @description The group's most asked wording.
             * @example How do I reset my password?
             */
            question: string;
            /** @description Up to 3 distinct wordings, most asked first. */
            examples: string[];
            /**
             * @description The normalised terms the group was matched on.
             * @example [
             *       "password",
             *       "reset"
             *     ]
             */
            terms: string[];
            /**
             * @description The question that was just not answered.
             * @example How can I reset the password
             */
            asked: string;
            /**
             * @description Times the group was answered "not in your documents" in the last 30 days, this one included.
             * @example 4
             */
            not_found: number;
            /**
             * @description Times the group was asked in the last 30 days.
             * @example 9
             */
            count: number;
            /** Format: date-time */
            first_asked: string;
            /** Format: date-time */
            last_asked: string;
            /**
             * @description The UTC day; the group is announced at most once per day.
             * @example 2026-11-24
             */
            day: string;
        };
        QuestionUnansweredEvent: {
            /**
             * @description Stable event id, also sent as the webhook-id header: deduplicate on it.
             * @example evt_2f1c9a0b7d3e4c5fa1b2c3d4e5f60718
             */
            id: string;
            /** @enum {string} */
            type: "question.unanswered";
            /**
             * Format: date-time
             * @description When the event happened.
             */
            timestamp: string;
            /** @description The group of questions and how often it went unanswered. */
            data: components["schemas"]["QuestionUnansweredData"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    PlansController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCatalogView"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyObject"][];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks apikeys:revoke (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks apikeys:create (or is used from an origin it may not be); or the plan's key limit is reached, or the caller is not the admin key. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description A field is invalid (name, scopes, expires_in_days, allowed_origins). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ApiKeysController_regenerateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The caller is not the admin key or a signed-in user (code admin_required), or calls from an origin it may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Another request regenerated the admin key first (code conflict); it received the new key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ApiKeysController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentCallerObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key is used from an origin it may not be. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeApiKeyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedApiKeyObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks apikeys:revoke (or is used from an origin it may not be); or the admin key cannot be revoked through the API. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such key in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WidgetConfigController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetConfigObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:query (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WidgetConfigController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSettingsObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The caller is not the admin key or a signed-in user (code admin_required), or calls from an origin it may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WidgetConfigController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSettingsPatchObject"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetSettingsObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The caller is not the admin key or a signed-in user (code admin_required), or calls from an origin it may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description A setting is invalid (code validation_failed); the sentence names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WidgetConfigController_suggestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StarterSuggestionsObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The caller is not the admin key or a signed-in user (code admin_required), or calls from an origin it may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AnalyticsController_usage: {
        parameters: {
            query?: {
                /** @description The last N UTC days, today included (when from is absent). */
                days?: number;
                /** @description First day (UTC), YYYY-MM-DD */
                from?: string;
                /** @description Last day (UTC), YYYY-MM-DD, included; default today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageReportObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks analytics:view (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    AnalyticsController_questionsReport: {
        parameters: {
            query?: {
                /** @description The last N UTC days, today included (when from is absent). */
                days?: number;
                /** @description First day (UTC), YYYY-MM-DD */
                from?: string;
                /** @description Last day (UTC), YYYY-MM-DD, included; default today */
                to?: string;
                /** @description most_asked: every group, most asked first; not_answered: groups the documents could not answer, most often first; rated_down: groups whose answers were rated down, most often first. */
                view?: "most_asked" | "not_answered" | "rated_down";
                /** @description Groups per page; up to 500, e.g. for a download. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionsReportObject"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /**
             * @description plan_limit_reached: the questions report is advanced analytics (Pro and Enterprise).
             *
             *     The key lacks analytics:view (or is used from an origin it may not be).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentListItemView"][];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:list (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadDocumentForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSummaryView"];
                };
            };
            /** @description The body is not a readable multipart form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:upload (or is used from an origin it may not be); or the plan's document count is reached. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The file is larger than the plan allows. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No file, or the file is not a PDF (code not_a_pdf). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The server's disk is too full to store the file (code insufficient_storage). */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetailView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:list (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such document in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDeletedView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:delete (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such document in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:list (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such document in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_pageImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as PNG. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key is used from an origin it may not be. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such document in this organization, or no such page in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The page cannot be drawn within the time and memory bounds (code page_not_drawable). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    DocumentsController_reprocess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to processing; poll GET /v1/documents/{document_id}. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentDetailView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks documents:upload (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such document in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The document is not failed (code document_not_failed). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ChatController_ask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatResponseView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:query (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The request fields are invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit or daily chat quota exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The language model failed or is unreachable (code answer_failed), or the database or Redis is down (service_unavailable). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ChatController_stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequestDto"];
            };
        };
        responses: {
            /** @description An event stream. Each `data:` line holds one JSON object: ChatStreamTokenView, then ChatStreamEndView; or StreamErrorView after `event: error`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ChatStreamTokenView"] | components["schemas"]["ChatStreamEndView"] | components["schemas"]["StreamErrorView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:query (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The request fields are invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit or daily chat quota exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ChatController_history: {
        parameters: {
            query: {
                session_id: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatHistoryView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:history (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The request fields are invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ChatController_rate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatFeedbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatFeedbackView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:query (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such answer for this caller (code not_found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The request fields are invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded; a publishable key's visitors have the widget's per-visitor limit (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ConversationsController_list: {
        parameters: {
            query?: {
                /** @description The last N UTC days, today included (when from is absent). */
                days?: number;
                /** @description First day (UTC), YYYY-MM-DD */
                from?: string;
                /** @description Last day (UTC), YYYY-MM-DD, included; default today */
                to?: string;
                limit?: number;
                offset?: number;
                /** @description Only sessions begun from this source. */
                source?: "api" | "widget" | "playground";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionListView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:history (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The query is invalid (code validation_failed); the sentence names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    ConversationsController_export: {
        parameters: {
            query: {
                /** @description The last N UTC days, today included (when from is absent). */
                days?: number;
                /** @description First day (UTC), YYYY-MM-DD */
                from?: string;
                /** @description Last day (UTC), YYYY-MM-DD, included; default today */
                to?: string;
                /** @description jsonl: one JSON object per turn and line; csv: RFC 4180, UTF-8 with a byte-order mark, a header row. */
                format: "jsonl" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson; charset=utf-8": components["schemas"]["ApiErrorView"];
                    "text/csv; charset=utf-8": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:history (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson; charset=utf-8": components["schemas"]["ApiErrorView"];
                    "text/csv; charset=utf-8": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The query is invalid (code validation_failed); the sentence names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson; charset=utf-8": components["schemas"]["ApiErrorView"];
                    "text/csv; charset=utf-8": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    QueryController_search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryResponseView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks chat:query (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The request fields are invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointView"][];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be); or the plan's webhook endpoint limit is reached (code plan_limit_reached). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description A field is invalid: url (https only; no private, loopback or link-local address), events, description. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeletedView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description A field is invalid. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedSecretView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryView"][];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
    WebhooksController_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryView"];
                };
            };
            /** @description Missing, invalid, expired or revoked API key (code invalid_api_key); without a key, a dead session cookie (code session_expired). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description The key lacks webhooks:manage (or is used from an origin it may not be). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description No such endpoint or delivery in this organization. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
            /** @description Rate limit exceeded (Retry-After says when to try again). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorView"];
                };
            };
        };
    };
}
