/**
 * Edits of existing TypeScript modules, placed by their syntax tree (the TypeScript compiler's
 * parser), never by matching text: an import, an export, a property of an object literal, an
 * element of an array literal. Each edit keeps the layout the list already has (one line, or
 * one entry a line with its indentation and blank lines between entries).
 */
import { applyChangesToString, ChangeType, type StringChange, type Tree } from '@nx/devkit';
import ts from 'typescript';

export const parseModule = (path: string, text: string): ts.SourceFile =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Reads a module of the tree, lets `plan` say what to change where, and writes the result. */
export const editModule = (tree: Tree, path: string, plan: (source: ts.SourceFile) => StringChange[]): void => {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} does not exist`);
  const changes = plan(parseModule(path, text));
  if (changes.length > 0) tree.write(path, applyChangesToString(text, changes));
};

export const insertAt = (index: number, text: string): StringChange => ({ type: ChangeType.Insert, index, text });

/** Writes `text` where `node` was. */
export const replaceNode = (source: ts.SourceFile, node: ts.Node, text: string): StringChange[] => [
  insertAt(node.getStart(source), text),
  { type: ChangeType.Delete, start: node.getStart(source), length: node.getWidth(source) },
];

/** Every node of a module, depth first. */
export const allNodes = (root: ts.Node): ts.Node[] => {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
};

/** The text of a property's name, when it is written as an identifier or a string. */
export const propertyName = (property: ts.ObjectLiteralElementLike): string | undefined =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/** A string-valued property of an object literal (`{ portal: 'employer' }` answers 'employer' for `portal`). */
export const stringProperty = (object: ts.ObjectLiteralExpression, name: string): string | undefined => {
  const property = object.properties.find((candidate) => propertyName(candidate) === name);
  return property && ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
};

/** What an expression is under parentheses, `as` and `satisfies`. */
export const unwrapped = (expression: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)
    ? unwrapped(expression.expression)
    : expression;

/** The initializer of a top-level `const name = ...`, under parentheses, `as` and `satisfies`. */
export const initializerOf = (source: ts.SourceFile, name: string): ts.Expression | undefined => {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
    if (declaration?.initializer) return unwrapped(declaration.initializer);
  }
  return undefined;
};

export const objectNamed = (source: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined => {
  const initializer = initializerOf(source, name);
  return initializer && ts.isObjectLiteralExpression(initializer) ? initializer : undefined;
};

const leadingWhitespaceOfLine = (source: ts.SourceFile, position: number): string => {
  const { line } = source.getLineAndCharacterOfPosition(position);
  const lineStart = source.getPositionOfLineAndCharacter(line, 0);
  return /^[ \t]*/.exec(source.text.slice(lineStart, position))?.[0] ?? '';
};

/** An entry's text moved to another indentation, line by line. */
const reindented = (text: string, indentation: string): string => {
  const lines = text.split('\n');
  const common = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => (line.trim() ? indentation + line.slice(common) : '')).join('\n');
};

/**
 * Adds entries (properties, spreads, elements) to an object or array literal, after `after`
 * (its last entry when not given), in the layout the literal has.
 */
export const addToList = (
  source: ts.SourceFile,
  literal: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression,
  entries: readonly string[],
  after?: ts.Node,
): StringChange => {
  const list: ts.NodeArray<ts.Node> = ts.isObjectLiteralExpression(literal) ? literal.properties : literal.elements;
  const anchor = after ?? list[list.length - 1];
  const multiLine = source.text.slice(literal.getStart(source), literal.end).includes('\n');
  if (!anchor) {
    const openingIndentation = leadingWhitespaceOfLine(source, literal.getStart(source));
    const body = multiLine ? entries.map((entry) => `\n${reindented(entry, `${openingIndentation}  `)},`).join('') + '\n' + openingIndentation : ` ${entries.join(', ')} `;
    return insertAt(literal.getStart(source) + 1, body);
  }
  const anchorIndex = list.indexOf(anchor);
  // The comma after the anchor, when there is one, is the next token: scan for it, not for text.
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source.text, undefined, anchor.end);
  const commaFollows = scanner.scan() === ts.SyntaxKind.CommaToken;
  const insertIndex = commaFollows ? scanner.getTokenEnd() : anchor.end;
  if (!multiLine) {
    const text = entries.join(', ');
    return insertAt(insertIndex, commaFollows ? ` ${text},` : `, ${text}`);
  }
  const indentation = leadingWhitespaceOfLine(source, anchor.getStart(source));
  // Entries separated by blank lines get a blank line too.
  const previous = list[anchorIndex - 1];
  const blankLines = previous !== undefined && source.text.slice(previous.end, anchor.getStart(source)).includes('\n\n');
  const separator = blankLines ? '\n\n' : '\n';
  const text = entries.map((entry) => `${separator}${reindented(entry, indentation)},`).join('');
  return insertAt(insertIndex, `${commaFollows ? '' : ','}${text}`);
};

const importsOf = (source: ts.SourceFile) => source.statements.filter(ts.isImportDeclaration);
const moduleOf = (declaration: ts.ImportDeclaration | ts.ExportDeclaration) =>
  declaration.moduleSpecifier && ts.isStringLiteral(declaration.moduleSpecifier) ? declaration.moduleSpecifier.text : undefined;

/** Where a new import goes: after the last one. */
const afterImports = (source: ts.SourceFile): number => importsOf(source).at(-1)?.end ?? 0;

export interface NamedImport {
  readonly name: string;
  readonly from: string;
  readonly typeOnly?: boolean;
}

/**
 * Imports each name unless the module imports it already: into an import of the same module
 * when there is one that can take it, else in a new import after the last one.
 */
export const addImports = (source: ts.SourceFile, wanted: readonly NamedImport[]): StringChange[] => {
  const changes: StringChange[] = [];
  const added = new Map<string, string[]>();
  const newImports = new Map<string, { name: string; typeOnly: boolean }[]>();
  for (const { name, from, typeOnly = false } of wanted) {
    const sameModule = importsOf(source).filter((declaration) => moduleOf(declaration) === from);
    const importedAlready = sameModule.some((declaration) => {
      const bindings = declaration.importClause?.namedBindings;
      return bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => (element.propertyName ?? element.name).text === name);
    });
    if (importedAlready || added.get(from)?.includes(name)) continue;
    added.set(from, [...(added.get(from) ?? []), name]);
    // A type-only import takes only types; a value import takes either.
    const host = sameModule.find((declaration) => {
      const clause = declaration.importClause;
      return clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && (typeOnly || !clause.isTypeOnly);
    });
    const bindings = host?.importClause?.namedBindings;
    if (host && bindings && ts.isNamedImports(bindings)) {
      const prefix = typeOnly && !host.importClause?.isTypeOnly ? 'type ' : '';
      const last = bindings.elements[bindings.elements.length - 1];
      changes.push(insertAt(last ? last.end : bindings.getStart(source) + 1, `${last ? ', ' : ' '}${prefix}${name}`));
      continue;
    }
    newImports.set(from, [...(newImports.get(from) ?? []), { name, typeOnly }]);
  }
  const at = afterImports(source);
  for (const [from, names] of newImports) {
    const allTypes = names.every(({ typeOnly }) => typeOnly);
    const list = allTypes
      ? `type { ${names.map(({ name }) => name).join(', ')} }`
      : `{ ${names.map(({ name, typeOnly }) => (typeOnly ? `type ${name}` : name)).join(', ')} }`;
    // The first import of a module is set apart from what follows by a blank line.
    changes.push(insertAt(at, at === 0 ? `import ${list} from '${from}';\n\n` : `\nimport ${list} from '${from}';`));
  }
  return changes;
};

/** The names a module's import declarations bring in, as `addImports` wants them. */
export const importsWanted = (source: ts.SourceFile): NamedImport[] =>
  importsOf(source).flatMap((declaration) => {
    const clause = declaration.importClause;
    const from = moduleOf(declaration);
    if (!clause?.namedBindings || !ts.isNamedImports(clause.namedBindings) || !from) return [];
    return clause.namedBindings.elements.map((element) => ({ name: element.name.text, from, typeOnly: clause.isTypeOnly || element.isTypeOnly }));
  });

/** Removes one name from a module's imports: the whole import when it was its only name. */
export const removeImport = (source: ts.SourceFile, name: string, from: string): StringChange[] => {
  for (const declaration of importsOf(source)) {
    const bindings = declaration.importClause?.namedBindings;
    if (moduleOf(declaration) !== from || !bindings || !ts.isNamedImports(bindings)) continue;
    const index = bindings.elements.findIndex((element) => element.name.text === name);
    if (index === -1) continue;
    if (bindings.elements.length === 1 && !declaration.importClause?.name) {
      const start = declaration.getStart(source);
      const lineEnd = source.text[declaration.end] === '\n' ? 1 : 0;
      return [{ type: ChangeType.Delete, start, length: declaration.end + lineEnd - start }];
    }
    // The name goes with the comma that separates it from a neighbour.
    const element = bindings.elements[index];
    const start = index === 0 ? element.getStart(source) : bindings.elements[index - 1].end;
    const end = index === 0 ? bindings.elements[1].getStart(source) : element.end;
    return [{ type: ChangeType.Delete, start, length: end - start }];
  }
  return [];
};

/** Adds `export * from './x'` after the module's last export declaration, unless it is there. */
export const addExportAll = (source: ts.SourceFile, from: string): StringChange[] => {
  const exports = source.statements.filter(ts.isExportDeclaration);
  if (exports.some((declaration) => moduleOf(declaration) === from)) return [];
  const last = exports.at(-1);
  return [last ? insertAt(last.end, `\nexport * from '${from}';`) : insertAt(source.text.length, `export * from '${from}';\n`)];
};

/** The export declarations of `generated` that `existing` lacks, added after its last one. */
export const addMissingExports = (existing: ts.SourceFile, generated: ts.SourceFile): StringChange[] => {
  const present = new Set(existing.statements.filter(ts.isExportDeclaration).map(moduleOf));
  const missing = generated.statements.filter(ts.isExportDeclaration).filter((declaration) => !present.has(moduleOf(declaration)));
  if (missing.length === 0) return [];
  const at = existing.statements.filter(ts.isExportDeclaration).at(-1)?.end ?? existing.text.length;
  return [insertAt(at, missing.map((declaration) => `\n${declaration.getText(generated)}`).join(''))];
};

/** A property's text with the comments above it, as written. */
export const entryText = (source: ts.SourceFile, entry: ts.Node): string => source.text.slice(entry.pos, entry.end).replace(/^\s*\n/, '').trimEnd();
