import type { MDXComponents } from 'mdx/types';
import { Link } from 'react-router';
import { CodeTabs } from './code-tabs';
import { Endpoint } from './reference/endpoint';

/** Links inside the docs stay in the app; others open as usual. */
function DocsLink({ href = '', ...props }: React.ComponentProps<'a'>) {
  return href.startsWith('/') ? <Link to={href} {...props} /> : <a href={href} {...props} />;
}

export const mdxComponents: MDXComponents = {
  a: DocsLink,
  // Scrollable code blocks must be reachable by keyboard.
  pre: (props) => <pre tabIndex={0} {...props} />,
  CodeTabs,
  Endpoint,
};
