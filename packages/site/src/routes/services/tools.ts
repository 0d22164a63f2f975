import { siteConfig } from '../../site-config';

export interface Tool {
  name: string;
  description: string;
  features: string[];
  comingSoon: boolean;
}

export const CORE_TOOLS: Tool[] = [
  { name: 'AI Document Generator', description: 'Drafts reports, letters and summaries from your templates and sources.', features: ['Your templates', 'Cited sources', 'Export to PDF'], comingSoon: false },
  { name: 'Intelligent Chatbot', description: 'Pagewise document chat on your site: answers with the page they came from.', features: ['One script tag', 'Streaming answers', '4 languages'], comingSoon: false },
  { name: 'Analytics Dashboard', description: 'Queries, tokens and documents per day, per organization.', features: ['Daily usage', 'Per-key counts', 'CSV export'], comingSoon: false },
  { name: 'Team Collaboration', description: 'Shared document collections and conversations for teams.', features: ['Shared sessions', 'Roles', 'Comments'], comingSoon: true },
];

export const ADVANCED_TOOLS: Tool[] = [
  { name: 'Enterprise Security Suite', description: 'Scoped keys, origin locks and audit trails for regulated teams.', features: ['Scoped keys', 'Origin allow-lists', 'Audit logs'], comingSoon: false },
  { name: 'Custom AI Models', description: 'Models tuned on your domain and run on your own hardware.', features: ['Local models', 'Fine-tuning', 'Evaluation reports'], comingSoon: false },
  { name: 'Advanced Analytics', description: 'Answer quality and unanswered questions, tracked over time.', features: ['Quality trends', 'Gaps in your documents', 'Alerts'], comingSoon: true },
  { name: 'Design Studio', description: 'Brand the widget and your AI pages without code.', features: ['Live preview', 'Themes', 'Custom copy'], comingSoon: true },
];

/** "Intelligent Chatbot" → https://intelligent-chatbot.pagewise.ai: each tool on a subdomain named after it. */
export function toolUrl(tool: Pick<Tool, 'name'>, domain: string = siteConfig.domain): string {
  const slug = tool.name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://${slug}.${domain}`;
}
