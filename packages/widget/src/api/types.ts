/** A cited passage, as the API sends it in the stream's last data event. */
export interface SourceDocument {
  document_id?: string;
  name: string;
  page?: number;
  confidence?: number;
  snippet?: string;
}

/** The stream's last data event before `[DONE]`. */
export interface StreamSummary {
  source_documents: SourceDocument[];
  token_usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  session_id?: string;
}

/** Body of GET /v1/widget/config. */
export interface RemoteConfig {
  title?: string;
  greeting?: string;
  accent_color?: string;
  theme?: 'light' | 'dark' | 'auto';
  show_badge?: boolean;
  plan?: string;
}
