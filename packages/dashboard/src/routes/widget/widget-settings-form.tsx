import { Alert, Button, Input, Label } from '@pagewise/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { keys } from '../../lib/queries';
import { saveWidgetSettings, type WidgetSettings } from './widget-api';
import { messageOf } from '../../lib/error-message';
import { StarterQuestionsEditor, startersProblem } from './starter-questions-editor';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Title, greeting, colour, theme, corner, the badge (by plan) and links; the preview follows the form as it is typed. */
export function WidgetSettingsForm({ values, onChange, planTitle }: { values: WidgetSettings; onChange: (next: WidgetSettings) => void; planTitle: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: () => {
      const { badge_removable: _, ...change } = values;
      return saveWidgetSettings({ ...change, starter_questions: (change.starter_questions ?? []).map((q) => q.trim()).filter(Boolean) });
    },
    onSuccess: (saved) => queryClient.setQueryData(keys.widgetSettings, saved),
  });
  const set = (change: Partial<WidgetSettings>) => (onChange({ ...values, ...change }), save.reset());
  const colourOk = HEX.test(values.accent_color);
  const starters = values.starter_questions ?? [];
  const startersOk = startersProblem(starters) === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (colourOk && startersOk) save.mutate();
  };
  const select = 'h-11 w-full rounded-control border border-border bg-background px-3 text-foreground';
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={values.title} maxLength={80} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-greeting`}>Greeting</Label>
        <Input id={`${id}-greeting`} value={values.greeting} maxLength={280} onChange={(e) => set({ greeting: e.target.value })} />
      </div>
      <StarterQuestionsEditor questions={starters} onChange={(starter_questions) => set({ starter_questions })} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-accent`}>Accent colour</Label>
        <div className="flex gap-2">
          <input type="color" aria-label="Pick the accent colour" value={colourOk ? values.accent_color : '#0f766e'} onChange={(e) => set({ accent_color: e.target.value })} className="h-11 w-14 rounded-control border border-border bg-background" />
          <Input id={`${id}-accent`} value={values.accent_color} aria-invalid={!colourOk} aria-describedby={colourOk ? undefined : `${id}-accent-error`} onChange={(e) => set({ accent_color: e.target.value })} className="font-mono" />
        </div>
        {!colourOk && (
          <p id={`${id}-accent-error`} className="text-sm text-danger">
            Write the colour as # and six hex digits, such as #0f766e.
          </p>
        )}
      </div>
      {/* One above the other: side by side in the half-width card, "Follow the visitor's system" was cut off. */}
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-theme`}>Theme</Label>
          <select id={`${id}-theme`} className={select} value={values.theme} onChange={(e) => set({ theme: e.target.value as WidgetSettings['theme'] })}>
            <option value="auto">Follow the visitor's system</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-position`}>Position</Label>
          <select id={`${id}-position`} className={select} value={values.position} onChange={(e) => set({ position: e.target.value as WidgetSettings['position'] })}>
            <option value="bottom-right">Bottom right</option>
            <option value="bottom-left">Bottom left</option>
          </select>
        </div>
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1.5 accent-accent" checked={values.hide_badge} disabled={!values.badge_removable} onChange={(e) => set({ hide_badge: e.target.checked })} />
        <span>
          Hide the "Powered by Pagewise" badge
          {!values.badge_removable && (
            <span className="block text-sm text-muted">
              The {planTitle} plan always shows it; <Link to="/usage#plans" className="text-link underline">Pro</Link> can hide it.
            </span>
          )}
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1.5 accent-accent" checked={values.links_clickable} onChange={(e) => set({ links_clickable: e.target.checked })} />
        <span>
          Let visitors open links in answers
          <span className="block text-sm text-muted">
            Answers quote your documents, so their links were written by whoever uploaded them. Each link shows its site either way; off, it cannot be clicked.
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1.5 accent-accent" checked={values.page_viewer ?? false} onChange={(e) => set({ page_viewer: e.target.checked })} />
        <span>
          Let visitors open the cited page
          <span className="block text-sm text-muted">
            A citation opens its page with the quoted sentence marked. Visitors then see whole pages of your documents, not only the quoted sentences.
          </span>
        </span>
      </label>
      {save.error && <Alert tone="danger">{messageOf(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">Saved. Sites with the widget show the new look on their next page load.</Alert>}
      <Button type="submit" className="self-start" disabled={save.isPending || !colourOk || !startersOk}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
