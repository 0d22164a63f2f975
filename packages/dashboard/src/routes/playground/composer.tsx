import { Button, Label, Textarea } from '@pagewise/ui';
import { SendIcon, SquareIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

/** Question box, the context toggle and Send or Stop. Enter sends; Shift+Enter adds a line. */
export function Composer({ streaming, onAsk, onStop }: { streaming: boolean; onAsk: (question: string, context: boolean) => void; onStop: () => void }) {
  const [question, setQuestion] = useState('');
  const [context, setContext] = useState(true);
  const questionId = useId();
  const contextId = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || streaming) return;
    onAsk(text, context);
    setQuestion('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-border pt-4">
      <Label htmlFor={questionId}>Your question</Label>
      <Textarea
        id={questionId}
        value={question}
        maxLength={4000}
        rows={2}
        placeholder="How many days of leave do I get?"
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input id={contextId} type="checkbox" checked={context} onChange={(e) => setContext(e.target.checked)} className="size-4 accent-accent" />
          <Label htmlFor={contextId} className="font-normal">
            Use earlier messages of this session (context)
          </Label>
        </div>
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <SquareIcon aria-hidden />
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!question.trim()}>
            <SendIcon aria-hidden />
            Ask
          </Button>
        )}
      </div>
    </form>
  );
}
