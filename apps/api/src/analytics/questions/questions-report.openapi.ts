import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_VIEWS, type QuestionView } from './questions-query.dto.js';
import type { QuestionGroupView, QuestionsReport } from './questions-report.service.js';

class TopDocumentObject {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty({ example: 'returns-policy.pdf' }) name: string;
  @ApiProperty({ example: 12, description: "Answers of the group's questions that cited it first (their best source)." }) citations: number;
}

export class QuestionGroupObject implements QuestionGroupView {
  @ApiProperty({ example: '3f9a1c0b7d2e4a51', description: 'Stable for the same leading wording: the same group has the same id from one day to the next.' }) id: string;
  @ApiProperty({ example: 'What is the refund policy?', description: "The group's most asked wording." }) question: string;
  @ApiProperty({ type: [String], description: 'Up to 3 distinct wordings, most asked first.', example: ['What is the refund policy?', 'refund policy'] }) examples: string[];
  @ApiProperty({ type: [String], description: 'The normalised terms the group was matched on.', example: ['policy', 'refund'] }) terms: string[];
  @ApiProperty({ example: 14, description: 'Times asked in the range.' }) count: number;
  @ApiProperty({ example: 11, description: 'Answered from the documents.' }) answered: number;
  @ApiProperty({ example: 3, description: 'Answered "not in your documents".' }) not_found: number;
  @ApiProperty({ example: 1, description: 'Answers rated down (POST /v1/chat/feedback).' }) rated_down: number;
  @ApiProperty({ format: 'date-time' }) first_asked: string;
  @ApiProperty({ format: 'date-time' }) last_asked: string;
  @ApiProperty({ type: TopDocumentObject, nullable: true, description: 'The document its answers cited first (as their best source) most often; null when none was cited.' })
  top_document: TopDocumentObject | null;
}

export class QuestionsReportObject implements QuestionsReport {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ enum: QUESTION_VIEWS }) view: QuestionView;
  @ApiProperty({ description: 'Questions asked in the range.' }) questions: number;
  @ApiProperty({ description: 'Groups in this view, before paging.' }) total: number;
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
  @ApiProperty({ description: 'Distinct wordings grouped.' }) wordings: number;
  @ApiProperty({ description: 'true when the range held more than 5,000 distinct wordings: the least relevant to the view were left out.' }) truncated: boolean;
  @ApiProperty({ type: [QuestionGroupObject] }) groups: QuestionGroupObject[];
}
