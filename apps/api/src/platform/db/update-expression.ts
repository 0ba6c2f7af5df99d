// The one builder of DynamoDB update expressions. Every UpdateItem names its attributes through generated `#n<i>`
// placeholders and its values through `:v<i>`, so no caller hand-numbers placeholders or worries about reserved words
// (Status, Name, Count...), and SET, REMOVE and ADD clauses are joined the one way DynamoDB accepts them.
// Plain code rather than dynamodb-toolbox or ElectroDB: those own the table's schema and its items' shapes, while ours
// live in records.ts and tables.ts; all we were missing is the placeholder bookkeeping (see the API README).
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

/** An attribute, or a path into a map (`['TeamNotes', key]`: each part a name, so a part may hold any character). */
export type AttributePath = string | readonly string[];

/** The parts of an UpdateItem the builder makes; spread into the input beside TableName and Key. */
export type UpdateParts = Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

/**
 * One SET, REMOVE or ADD of a top-level attribute, as asked (see UpdateExpression.extract): what a repository that
 * keeps some attributes in another form (the order's packed attributes) needs to apply it itself.
 */
export type AttributeChange =
  | { readonly kind: 'set' | 'setIfMissing'; readonly name: string; readonly value: unknown }
  | { readonly kind: 'append'; readonly name: string; readonly value: readonly unknown[] }
  | { readonly kind: 'remove'; readonly name: string };

type Clause = { readonly text: string; readonly path: AttributePath; readonly change?: AttributeChange };

export class UpdateExpression {
  private readonly names = new Map<string, string>();
  private readonly values: Record<string, unknown> = {};
  private sets: Clause[] = [];
  private removes: Clause[] = [];
  private adds: Clause[] = [];
  private readonly conditions: string[] = [];

  /** The placeholder of an attribute or path (the same attribute always gets the same one). */
  name(path: AttributePath): string {
    const parts = typeof path === 'string' ? [path] : path;
    return parts
      .map((part) => {
        let placeholder = this.names.get(part);
        if (!placeholder) {
          placeholder = `#n${this.names.size}`;
          this.names.set(part, placeholder);
        }
        return placeholder;
      })
      .join('.');
  }

  /** A new value placeholder. */
  value(value: unknown): string {
    const placeholder = `:v${Object.keys(this.values).length}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** SET path = value. */
  set(path: AttributePath, value: unknown): this {
    this.sets.push({ text: `${this.name(path)} = ${this.value(value)}`, path, change: { kind: 'set', name: String(path), value } });
    return this;
  }

  /** SET every attribute of `attributes` (in their order). */
  setAll(attributes: Readonly<Record<string, unknown>>): this {
    for (const [name, value] of Object.entries(attributes)) this.set(name, value);
    return this;
  }

  /** SET path = value unless the item already has it. */
  setIfMissing(path: AttributePath, value: unknown): this {
    const name = this.name(path);
    this.sets.push({ text: `${name} = if_not_exists(${name}, ${this.value(value)})`, path, change: { kind: 'setIfMissing', name: String(path), value } });
    return this;
  }

  /** Appends `items` to the list at path (made empty first when missing). */
  append(path: AttributePath, items: readonly unknown[]): this {
    const name = this.name(path);
    this.sets.push({
      text: `${name} = list_append(if_not_exists(${name}, ${this.value([])}), ${this.value(items)})`,
      path,
      change: { kind: 'append', name: String(path), value: items },
    });
    return this;
  }

  /** REMOVE each path. */
  remove(...paths: readonly AttributePath[]): this {
    for (const path of paths) this.removes.push({ text: this.name(path), path, change: { kind: 'remove', name: String(path) } });
    return this;
  }

  /** ADD a number to the number at path (0 when missing), or a set's members to the set at path (empty when missing). */
  add(path: AttributePath, amount: number | ReadonlySet<string | number>): this {
    this.adds.push({ text: `${this.name(path)} ${this.value(amount)}`, path });
    return this;
  }

  /** The item exists (its key attribute is there): an update never creates an item by mistake. */
  exists(path: AttributePath): this {
    return this.when(`attribute_exists(${this.name(path)})`);
  }

  /** The attribute is not there yet. */
  missing(path: AttributePath): this {
    return this.when(`attribute_not_exists(${this.name(path)})`);
  }

  /** path = value. */
  equals(path: AttributePath, value: unknown): this {
    return this.when(`${this.name(path)} = ${this.value(value)}`);
  }

  /**
   * Any further condition, written with this builder's placeholders (`u.when(`${u.name('A')} < ${u.value(1)}`)`).
   * Conditions are joined with AND.
   */
  when(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** Whether anything is to be SET, REMOVEd or ADDed (an update with none cannot be sent). */
  changes(): boolean {
    return this.sets.length + this.removes.length + this.adds.length > 0;
  }

  /**
   * Takes the SETs, REMOVEs and appends of the attributes in `names` out of this update and answers them, in order, for
   * the caller to apply another way. A path into one of them, or an ADD to one, is refused: it has no meaning there.
   */
  extract(names: ReadonlySet<string>): AttributeChange[] {
    const taken: AttributeChange[] = [];
    const keep = (clauses: Clause[]) =>
      clauses.filter((clause) => {
        const top = typeof clause.path === 'string' ? clause.path : clause.path[0]!;
        if (!names.has(top)) return true;
        if (typeof clause.path !== 'string' || !clause.change) throw new Error(`${top} cannot be changed by a path or an ADD: \`${clause.text}\``);
        taken.push(clause.change);
        return false;
      });
    this.sets = keep(this.sets);
    this.removes = keep(this.removes);
    this.adds = keep(this.adds);
    return taken;
  }

  /** The UpdateItem's expressions, names and values (only the placeholders they use: DynamoDB refuses unused ones). */
  build(): UpdateParts {
    const clauses = [
      this.sets.length > 0 && `SET ${this.sets.map((clause) => clause.text).join(', ')}`,
      this.removes.length > 0 && `REMOVE ${this.removes.map((clause) => clause.text).join(', ')}`,
      this.adds.length > 0 && `ADD ${this.adds.map((clause) => clause.text).join(', ')}`,
    ].filter((clause): clause is string => typeof clause === 'string');
    if (clauses.length === 0) throw new Error('An update expression needs at least one SET, REMOVE or ADD');
    // An OR beside an AND keeps its own meaning only in parentheses.
    const condition = this.conditions.map((c) => (this.conditions.length > 1 && / OR /i.test(c) ? `(${c})` : c)).join(' AND ');
    const used = new Set(`${clauses.join(' ')} ${condition}`.match(/[#:][nv]\d+/g));
    const values = Object.entries(this.values).filter(([placeholder]) => used.has(placeholder));
    return {
      UpdateExpression: clauses.join(' '),
      ...(condition && { ConditionExpression: condition }),
      ExpressionAttributeNames: Object.fromEntries(
        [...this.names].filter(([, placeholder]) => used.has(placeholder)).map(([name, placeholder]) => [placeholder, name]),
      ),
      ...(values.length > 0 && { ExpressionAttributeValues: Object.fromEntries(values) }),
    };
  }
}

/** A new update expression. */
export const update = () => new UpdateExpression();
