import type { HighlightResult, SnippetResult } from '../../../domain/search/search-contract';
import { highlightParts } from '../../../domain/search/search-text';

/** A hit attribute with the query's matches marked (<mark>), rendered as text (never as HTML). */
export function Highlighted({
  result,
  fallback,
}: {
  result: HighlightResult | SnippetResult | HighlightResult[] | SnippetResult[] | undefined;
  fallback: string;
}) {
  const single = Array.isArray(result) ? undefined : result;
  if (!single) return <>{fallback}</>;
  return (
    <>{highlightParts(single.value).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>
  );
}
