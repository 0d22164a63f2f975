import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface Field {
  name: string;
  optional: boolean;
}

const typesFile = fileURLToPath(new URL('../../src/types.ts', import.meta.url));

/** The fields of every interface in src/types.ts, with those of the interfaces it extends. */
export function typeFields(): (typeName: string) => Field[] {
  const source = ts.createSourceFile(typesFile, readFileSync(typesFile, 'utf8'), ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const node of source.statements) {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node);
  }
  const fieldsOf = (name: string): Field[] => {
    const alias = aliases.get(name);
    if (alias && ts.isTypeReferenceNode(alias.type)) return fieldsOf(alias.type.typeName.getText());
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`src/types.ts has no interface ${name}`);
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
      clause.types.flatMap((base) => fieldsOf(base.expression.getText())),
    );
    const own = declaration.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(),
      optional: Boolean(member.questionToken),
    }));
    return [...inherited, ...own].sort((a, b) => a.name.localeCompare(b.name));
  };
  return fieldsOf;
}

export const names = (fields: Field[]) => fields.map((f) => f.name);
