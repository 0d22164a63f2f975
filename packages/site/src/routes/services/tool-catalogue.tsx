import { Badge, Button, Card, Tabs, TabsContent, TabsList, TabsTrigger } from '@pagewise/ui';
import { CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ADVANCED_TOOLS, CORE_TOOLS, type Tool, toolUrl } from './tools';

function ToolCard({ tool }: { tool: Tool }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{tool.name}</h3>
        {tool.comingSoon && <Badge variant="muted">Coming soon</Badge>}
      </div>
      <p className="text-muted">{tool.description}</p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {tool.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <CheckIcon aria-hidden className="size-4 text-accent-text" strokeWidth={1.5} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2">
        {tool.comingSoon ? (
          <Button asChild variant="outline">
            <Link to="/contact" aria-label={`Notify Me about ${tool.name}`}>
              Notify Me
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <a href={toolUrl(tool)} aria-label={`Try Now: ${tool.name}`}>
              Try Now
            </a>
          </Button>
        )}
      </div>
    </Card>
  );
}

const grid = (tools: Tool[]) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
    {tools.map((tool) => (
      <li key={tool.name}>
        <ToolCard tool={tool} />
      </li>
    ))}
  </ul>
);

export function ToolCatalogue() {
  return (
    <Tabs defaultValue="core">
      <TabsList aria-label="Tool groups">
        <TabsTrigger value="core">Core Tools</TabsTrigger>
        <TabsTrigger value="advanced">Advanced Tools</TabsTrigger>
      </TabsList>
      <TabsContent value="core">{grid(CORE_TOOLS)}</TabsContent>
      <TabsContent value="advanced">{grid(ADVANCED_TOOLS)}</TabsContent>
    </Tabs>
  );
}
