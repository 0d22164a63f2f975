import type { DashboardLimits } from '../../lib/account-types';
import { formatBytes } from '../../lib/format';

/**
 * Checks a file against the plan before anything is sent, with the sentence the API would answer. The API checks
 * again (by content, not name); this only saves a person the wait.
 */
export function uploadProblem(file: File, limits: Pick<DashboardLimits, 'maxDocuments' | 'maxFileBytes'>, planTitle: string, documentCount: number): string | null {
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return `${file.name} is not a PDF. Choose a PDF document.`;
  if (limits.maxFileBytes !== null && file.size > limits.maxFileBytes) {
    return `${file.name} is ${formatBytes(file.size)}; the ${planTitle} plan takes PDFs up to ${formatBytes(limits.maxFileBytes)}. Split it into smaller files, or compare plans under Usage.`;
  }
  if (limits.maxDocuments !== null && documentCount >= limits.maxDocuments) {
    const noun = limits.maxDocuments === 1 ? 'document' : 'documents';
    return `${file.name} is not sent: the ${planTitle} plan allows ${limits.maxDocuments} ${noun}; delete one before uploading another.`;
  }
  return null;
}
