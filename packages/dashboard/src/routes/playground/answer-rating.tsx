import { Button, cn } from '@pagewise/ui';
import { ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/error-message';

type Rating = 'up' | 'down';

/**
 * Thumbs up and down under an answer (POST /v1/chat/feedback). The choice shows at once; a second click on the
 * other thumb replaces it, as the API does. Ratings appear on the Questions screen.
 */
export function AnswerRating({ messageId }: { messageId: string }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rate = async (next: Rating) => {
    const before = rating;
    setRating(next);
    setError(null);
    try {
      await api().chat.feedback({ message_id: messageId, rating: next });
    } catch (failure) {
      setRating(before);
      setError(messageOf(failure));
    }
  };
  const thumb = (value: Rating, label: string, Icon: typeof ThumbsUpIcon) => (
    <Button
      variant="ghost"
      size="sm"
      className={cn(rating === value && 'text-link')}
      aria-pressed={rating === value}
      aria-label={label}
      title={label}
      onClick={() => void rate(value)}
    >
      <Icon aria-hidden="true" className={cn(rating === value && 'fill-current')} />
    </Button>
  );
  return (
    <div className="mt-2 flex items-center gap-1">
      {thumb('up', 'Good answer', ThumbsUpIcon)}
      {thumb('down', 'Bad answer', ThumbsDownIcon)}
      <span role="status" className="text-sm text-muted">
        {error ?? (rating ? 'Thanks: it shows on the Questions screen.' : '')}
      </span>
    </div>
  );
}
