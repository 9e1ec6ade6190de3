import ts from 'typescript';

/** One write to a table found in a source file: where, which table, and the code that does it. */
export interface TableWrite {
  table: string;
  line: number;
  text: string;
}

/** knex methods that change rows; a query chain holding one of them is a write. */
const writeMethods = new Set([
  'insert',
  'update',
  'del',
  'delete',
  'merge',
  'upsert',
  'increment',
  'decrement',
  'truncate',
]);

/** knex methods whose first argument names the table a chain starts from (or writes into). */
const tableMethods = new Set(['into', 'table', 'from']);

/** Raw SQL that changes rows, with the table it names. */
const rawWrite =
  /\b(?:insert\s+(?:ignore\s+)?into|replace\s+into|update(?:\s+ignore)?|delete\s+from)\s+[`"]?(\w+)/gi;

/**
 * Every write to one of `tables` in a TypeScript source: a knex chain that starts from the table
 * (`db('t')`, `trx('t')`, `(trx ?? this.db)('t')`, `.table('t')`, `.from('t')`, `.into('t')`, the
 * name given directly or through a string constant of the file) and holds a write method, whether
 * the chain is one expression or continues through the variable it is kept in; and raw SQL strings
 * that insert into, update or delete from the table.
 */
export function tableWrites(source: string, tables: ReadonlySet<string>): TableWrite[] {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const constants = stringConstants(file);
  const found: TableWrite[] = [];
  const add = (table: string, node: ts.Node) =>
    found.push({
      table,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: node.getText(file).replace(/\s+/g, ' ').slice(0, 160),
    });

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const table = tableOfCall(node, constants);
      if (table && tables.has(table)) {
        const chain = outermostChain(node);
        if (chainWrites(chain) || keptAndWritten(chain)) add(table, chain);
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      for (const match of node.text.matchAll(rawWrite)) {
        if (tables.has(match[1]!)) add(match[1]!, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `const name = 'literal'` anywhere in the file. */
function stringConstants(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    )
      constants.set(node.name.text, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return constants;
}

/** The table a call starts a query from, when it is `<knex>('t')` or `.table/.from/.into('t')`. */
function tableOfCall(call: ts.CallExpression, constants: Map<string, string>): string | null {
  const first = call.arguments[0];
  if (!first) return null;
  const name = ts.isStringLiteralLike(first)
    ? first.text
    : ts.isIdentifier(first)
      ? (constants.get(first.text) ?? null)
      : null;
  if (name === null) return null;
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) {
    const method = callee.name.text;
    // `this.db('t')`, `this.knex('t')`: the knex instance called; other methods (join…) only read.
    if (tableMethods.has(method)) return name;
    return /^(db|knex|trx|tx|transaction)$/i.test(method) ? name : null;
  }
  return ts.isIdentifier(callee) || ts.isParenthesizedExpression(callee) ? name : null;
}

/** Climbs from a call to the whole method chain it belongs to (`a(…).b(…).c(…)`). */
function outermostChain(node: ts.Expression): ts.Expression {
  let current: ts.Expression = node;
  for (;;) {
    const parent = current.parent;
    if (
      (ts.isPropertyAccessExpression(parent) && parent.expression === current) ||
      (ts.isCallExpression(parent) && parent.expression === current) ||
      ts.isNonNullExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent)
    )
      current = parent;
    else return current;
  }
}

/** Whether a method chain calls a write method anywhere along it. */
function chainWrites(chain: ts.Node): boolean {
  let writes = false;
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && writeMethods.has(node.name.text)) writes = true;
    // Only the chain itself: arguments (subqueries, callbacks) are other statements.
    if (ts.isCallExpression(node)) visit(node.expression);
    else if (
      ts.isPropertyAccessExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node)
    )
      visit(node.expression);
  };
  visit(chain);
  return writes;
}

/** `const q = db('t').where(…)` then `q.update(…)` in the same function: the kept chain is written. */
function keptAndWritten(chain: ts.Expression): boolean {
  const declaration = chain.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return false;
  const name = declaration.name.text;
  let scope: ts.Node = declaration;
  while (scope.parent && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  let writes = false;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && node !== declaration.name) {
      if (chainWrites(outermostChain(node))) writes = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return writes;
}
