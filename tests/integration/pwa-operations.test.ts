import fs from 'node:fs';
import path from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Lexer, Source, TokenKind, parse, validate } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, bracketNesting, listCost } from '../../server/graphql/limits';
import { buildSchema } from '../../server/schema';

// The PWA's own GraphQL documents (read from its source) stay within half of
// every query limit of server/graphql/limits.ts, so no screen meets a refusal
// meant for attacks (issue 15).

describe('the PWA’s own operations', () => {
  it('stay within half of every limit', () => {
    const operations = pwaOperations();
    expect(operations.length).toBeGreaterThan(80);
    const schema = buildSchema();
    const worst: Record<string, { value: number; operation: string }> = {};
    const note = (key: string, value: number, operation: string) => {
      if (value > (worst[key]?.value ?? -1)) worst[key] = { value, operation: operation.slice(0, 100) };
    };
    for (const operation of operations) {
      const document = parse(operation);
      expect(validate(schema, document), operation).toEqual([]);
      const lexer = new Lexer(new Source(operation));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      note('tokens', tokens, operation);
      note('nesting', bracketNesting(operation, Infinity), operation);
      const seen = (key: string) => ({ onAccept: [(_context: unknown, found: { n: number }) => note(key, found.n, operation)] });
      validate(schema, document, [
        maxAliasesRule({ n: Infinity, ...seen('aliases') }),
        maxDirectivesRule({ n: Infinity, ...seen('directives') }),
        maxDepthRule({ n: Infinity, flattenFragments: true, ...seen('depth') }),
        costLimitRule({ maxCost: Infinity, flattenFragments: true, ...seen('selectionCost') }),
      ]);
      // Page sizes as the PWA asks at most: 500-row pages (exports, pulls, pickers), 100 on the public site.
      note('listCost', listCost(schema, document, { limit: 500, n: 500, pagination: { limit: 100 } }), operation);
    }
    for (const key of ['tokens', 'nesting', 'aliases', 'directives', 'depth', 'selectionCost', 'listCost'] as const) {
      expect(worst[key]?.value ?? 0, `${key}: ${worst[key]?.operation}`).toBeLessThanOrEqual(QUERY_LIMITS[key] / 2);
    }
  });
});

function pwaOperations(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) files.push(file);
    }
  };
  walk('pwa');
  const SAMPLES: Record<string, string> = {
    kind: 'product',
    level: 'governorate',
    op: 'complaintLock',
    operation: 'newsUpdateViewsCount',
    on: 'true',
  };
  const sources = new Map(
    files.map((file) => [file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)]),
  );
  const globals = new Map<string, ts.Expression>();
  const localsOf = new Map<string, Map<string, ts.Expression>>();
  for (const [file, source] of sources) {
    const locals = new Map<string, ts.Expression>();
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) locals.set(node.name.text, node.initializer);
      ts.forEachChild(node, collect);
    };
    collect(source);
    localsOf.set(file, locals);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && !globals.has(d.name.text)) globals.set(d.name.text, d.initializer);
    }
  }
  // Typed documents: graphql(`…`, [Fragment, …]) (pwa/data/graphql.ts); an operation is sent with every fragment it names.
  const documents = new Map<string, { text: string; fragments: string[] }>();
  const isDocument = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'graphql' &&
    node.arguments.length > 0 &&
    ts.isNoSubstitutionTemplateLiteral(node.arguments[0]!);
  const operations: string[] = [];
  const typed: Array<{ text: string; fragments: string[] }> = [];
  for (const [file, source] of sources) {
    const locals = localsOf.get(file)!;
    const evaluate = (e: ts.Expression, depth = 0): string | undefined => {
      if (depth > 20) return undefined;
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
      if (ts.isParenthesizedExpression(e)) return evaluate(e.expression, depth + 1);
      if (ts.isConditionalExpression(e)) return evaluate(e.whenTrue, depth + 1);
      if (ts.isIdentifier(e)) {
        const init = locals.get(e.text) ?? globals.get(e.text);
        return (init && evaluate(init, depth + 1)) ?? SAMPLES[e.text];
      }
      if (ts.isTemplateExpression(e)) {
        let text = e.head.text;
        for (const span of e.templateSpans) {
          const part = evaluate(span.expression, depth + 1);
          if (part === undefined) return undefined;
          text += part + span.literal.text;
        }
        return text;
      }
      return undefined;
    };
    const visit = (node: ts.Node) => {
      if (isDocument(node)) {
        // gql.tada drops its client-only @_unmask before sending, as here.
        const text = (node.arguments[0] as ts.NoSubstitutionTemplateLiteral).text.replace(/\s@_unmask\b/g, '');
        const list = node.arguments[1];
        const fragments = list && ts.isArrayLiteralExpression(list) ? list.elements.filter(ts.isIdentifier).map((i) => i.text) : [];
        const doc = { text, fragments };
        if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) documents.set(node.parent.name.text, doc);
        if (/^\s*(query|mutation)\b/.test(text)) typed.push(doc);
        return;
      }
      if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) {
        const raw = node.getText();
        if (
          /^[`'"]\s*(query|mutation)\b/.test(raw) ||
          (/^[`'"]\s*\{\s*\w+/.test(raw) && /\}\s*[`'"]$/.test(raw) && !raw.includes('${n}'))
        ) {
          const text = evaluate(node as ts.Expression);
          if (text !== undefined && !text.includes('undefined')) operations.push(text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const doc of typed) {
    const needed = new Set<string>();
    const add = (name: string) => {
      const fragment = documents.get(name);
      if (!fragment || needed.has(name)) return;
      needed.add(name);
      fragment.fragments.forEach(add);
    };
    doc.fragments.forEach(add);
    operations.push([doc.text, ...[...needed].map((name) => documents.get(name)!.text)].join('\n'));
  }
  // Only GraphQL: the `{ en ar }` fragments of field lists parse but are not operations on Query.
  return operations.filter((op) => {
    try {
      parse(op);
    } catch {
      return false;
    }
    return !/^\{\s*en ar\s*\}$/.test(op.trim());
  });
}
