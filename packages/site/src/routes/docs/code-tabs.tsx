import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pagewise/ui';
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

type PreProps = { 'data-tab'?: string; children?: ReactNode };

/**
 * One sample in several forms (curl, JavaScript, the widget tag). Each child is a code block highlighted at
 * build time; its fence's meta names the tab: ```sh curl.
 */
export function CodeTabs({ children }: { children: ReactNode }) {
  const base = useId();
  // The highlighter hands each block over wrapped in a fragment.
  const unwrap = (node: ReactNode): ReactNode[] =>
    isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment ? Children.toArray(node.props.children).flatMap(unwrap) : [node];
  const blocks = Children.toArray(children).flatMap(unwrap).filter(isValidElement) as ReactElement<PreProps>[];
  const tabs = blocks.map((block, index) => ({ label: block.props['data-tab'] ?? `Sample ${index + 1}`, value: `tab-${index}`, block }));
  return (
    <Tabs defaultValue="tab-0" className="my-6">
      <TabsList aria-label="Sample language">
        {tabs.map(({ label, value }) => (
          <TabsTrigger key={value} value={value} id={`${base}-${value}`}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, block }) => (
        <TabsContent key={value} value={value} className="mt-2" tabIndex={-1}>
          {block}
        </TabsContent>
      ))}
    </Tabs>
  );
}
