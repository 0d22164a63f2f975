import type { StarterSuggestion } from '@pagewise/sdk';
import { Alert, Button, Input, Label } from '@pagewise/ui';
import { useMutation } from '@tanstack/react-query';
import { PlusIcon, SparklesIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/error-message';

/** What the API accepts (PATCH /v1/widget/settings): up to 4 questions of at most 120 characters. */
export const STARTERS_MAX = 4;
export const STARTER_MAX = 120;

/** The first problem of the list as the API would word it, or null; blank rows are dropped on save, not refused. */
export function startersProblem(questions: string[]): string | null {
  const kept = questions.map((q) => q.trim()).filter(Boolean);
  const long = kept.findIndex((q) => q.length > STARTER_MAX);
  if (long >= 0) return `Starter question ${long + 1} must be at most ${STARTER_MAX} characters; it has ${kept[long].length}.`;
  const repeated = kept.findIndex((q, i) => kept.slice(0, i).some((o) => o.toLowerCase() === q.toLowerCase()));
  if (repeated >= 0) return `Starter question ${repeated + 1} repeats an earlier one.`;
  return null;
}

const FROM = { asked: 'Asked by visitors', heading: 'A heading', document: 'A document overview' } as const;

function origin(s: StarterSuggestion): string {
  if (s.source === 'asked') return `${FROM.asked}${s.asked ? `, ${s.asked} ${s.asked === 1 ? 'time' : 'times'}` : ''}`;
  const where = s.document ? ` in ${s.document.name}${s.document.page ? `, page ${s.document.page}` : ''}` : '';
  return `${FROM[s.source]}${where}`;
}

/** Up to 4 questions shown as chips when the widget opens; "Suggest from my documents" offers candidates to add and edit. */
export function StarterQuestionsEditor({ questions, onChange }: { questions: string[]; onChange: (next: string[]) => void }) {
  const id = useId();
  const suggest = useMutation({ mutationFn: () => api().widget.settings.suggestStarterQuestions() });
  const full = questions.length >= STARTERS_MAX;
  const problem = startersProblem(questions);
  const set = (i: number, value: string) => onChange(questions.map((q, j) => (j === i ? value : q)));
  const add = (value = '') => !full && onChange([...questions, value]);
  const offered = (suggest.data?.suggestions ?? []).filter((s) => !questions.some((q) => q.trim().toLowerCase() === s.question.toLowerCase()));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Starter questions</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Up to {STARTERS_MAX}, shown as buttons when the chat opens; a click asks the question.
      </p>
      {questions.map((q, i) => (
        <div key={i} className="flex items-center gap-2">
          <Label htmlFor={`${id}-q${i}`} className="sr-only">
            Starter question {i + 1}
          </Label>
          <Input id={`${id}-q${i}`} value={q} maxLength={STARTER_MAX + 20} placeholder="How do I get a refund?" onChange={(e) => set(i, e.target.value)} />
          <Button variant="ghost" size="icon" aria-label={`Remove starter question ${i + 1}`} onClick={() => onChange(questions.filter((_, j) => j !== i))}>
            <XIcon aria-hidden />
          </Button>
        </div>
      ))}
      {problem && <p className="text-sm text-danger">{problem}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={full} onClick={() => add()}>
          <PlusIcon aria-hidden /> Add a question
        </Button>
        <Button variant="outline" size="sm" disabled={suggest.isPending} onClick={() => suggest.mutate()}>
          <SparklesIcon aria-hidden /> {suggest.isPending ? 'Reading your documents…' : 'Suggest from my documents'}
        </Button>
      </div>
      {suggest.error && <Alert tone="danger">{messageOf(suggest.error)}</Alert>}
      {suggest.data &&
        (offered.length === 0 ? (
          <p className="text-sm text-muted" role="status">
            No suggestions yet: upload documents with headings, or wait for visitors' questions.
          </p>
        ) : (
          <ul className="flex flex-col gap-2 rounded-control border border-border p-3" aria-label="Suggested starter questions">
            {offered.map((s) => (
              <li key={s.question} className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block">{s.question}</span>
                  <span className="block text-xs text-muted">{origin(s)}</span>
                </span>
                <Button variant="secondary" size="sm" disabled={full} onClick={() => add(s.question)} aria-label={`Add "${s.question}"`}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </fieldset>
  );
}
