import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pagewise/ui';
import { Children, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

type PreProps = { 'data-tab'?: string; children?: ReactNode };

/**
 * One sample in several forms (curl, JavaScript, the widget tag). Each child is a code block highlighted at
 * build time; its fence's meta names the tab: ```sh curl.
 */
export function CodeTabs({ children }: { children: ReactNode }) {
  const base = useId();
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<PreProps>[];
  const tabs = blocks.map((block, index) => ({ label: block.props['data-tab'] ?? `Sample ${index + 1}`, block }));
  return (
    <Tabs defaultValue={tabs[0]?.label} className="my-6">
      <TabsList aria-label="Sample language">
        {tabs.map(({ label }) => (
          <TabsTrigger key={label} value={label} id={`${base}-${label}`}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ label, block }) => (
        <TabsContent key={label} value={label} className="mt-2" tabIndex={-1}>
          {block}
        </TabsContent>
      ))}
    </Tabs>
  );
}
