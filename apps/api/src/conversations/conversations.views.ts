import { ApiProperty } from '@nestjs/swagger';
import { SOURCES, type SessionSourceKind } from './sessions-query.dto.js';

export class SessionSourceView {
  @ApiProperty({ enum: SOURCES, description: 'api: an API key (secret, scoped or admin); widget: a publishable key; playground: the dashboard.' })
  kind: SessionSourceKind;
  @ApiProperty({ type: String, nullable: true, example: 'Help centre', description: "The key's name (api and widget); null for the playground." })
  key_name: string | null;
}

/** One conversation: the turns sharing a session_id in the organization. */
export class SessionSummaryView {
  @ApiProperty({ example: 'session_4b1f…' }) session_id: string;
  @ApiProperty({ description: 'The first question asked in the session.' }) first_question: string;
  @ApiProperty({ description: 'Turns (questions) in the session, all time.' }) turns: number;
  @ApiProperty({ description: 'Turns the documents did not cover (answer_status not_found).' }) not_found: number;
  @ApiProperty({ description: 'Answers rated down.' }) rated_down: number;
  @ApiProperty({ format: 'date-time' }) started_at: string;
  @ApiProperty({ format: 'date-time', description: 'The latest turn; the list is newest first by this.' }) last_activity_at: string;
  @ApiProperty({ type: SessionSourceView, description: 'Where the first turn came from.' }) source: SessionSourceView;
}

export class SessionListView {
  @ApiProperty({ example: '2026-11-01', description: 'First day of the range (UTC).' }) from: string;
  @ApiProperty({ example: '2026-11-30', description: 'Last day of the range (UTC), included.' }) to: string;
  @ApiProperty({ type: [SessionSummaryView], description: 'Sessions whose last activity falls in the range, newest first.' }) sessions: SessionSummaryView[];
  @ApiProperty({ description: 'Sessions in the range (all pages).' }) total: number;
}
