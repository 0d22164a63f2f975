import type { Pagewise } from '@pagewise/sdk';
import { type FormEvent, useState } from 'react';
import { type Turn, useChat } from './useChat';

export function Chat({ client }: { client: Pagewise }) {
  const { turns, loading, streaming, ask, stop, startOver } = useChat(client);
  const [question, setQuestion] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || streaming) return;
    setQuestion('');
    void ask(text);
  };

  return (
    <section className="chat" aria-label="Conversation">
      <div className="toolbar">
        <button type="button" onClick={startOver} disabled={loading}>
          New conversation
        </button>
      </div>
      {loading ? (
        <p className="hint">Loading the conversation…</p>
      ) : turns.length === 0 ? (
        <p className="hint">Ask anything about the uploaded documents. Answers cite the page they come from.</p>
      ) : (
        <ol className="turns">
          {turns.map((turn) => (
            <TurnView key={turn.id} turn={turn} />
          ))}
        </ol>
      )}
      <form onSubmit={submit}>
        <label htmlFor="question">Your question</label>
        <input id="question" value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={4000} autoComplete="off" />
        {streaming ? (
          <button type="button" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit" disabled={!question.trim() || loading}>
            Send
          </button>
        )}
      </form>
    </section>
  );
}

function TurnView({ turn }: { turn: Turn }) {
  return (
    <li className="turn">
      <p className="question">{turn.question}</p>
      <div className="answer" data-status={turn.status} aria-busy={turn.status === 'streaming'}>
        <p>{turn.answer || (turn.status === 'streaming' ? '…' : '')}</p>
        {turn.status === 'stopped' && <p className="note">Stopped.</p>}
        {turn.status === 'failed' && (
          <p className="note" role="alert">
            {turn.error}
          </p>
        )}
        {turn.sources && turn.sources.length > 0 && (
          <ol className="sources" aria-label="Sources">
            {turn.sources.map((source, i) => (
              <li key={`${source.document_id}-${source.page}-${i}`}>
                <cite>
                  {source.name}, page {source.page}
                </cite>
                <blockquote>{source.snippet}</blockquote>
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}
