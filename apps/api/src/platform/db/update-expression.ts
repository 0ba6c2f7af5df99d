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

export class UpdateExpression {
  private readonly names = new Map<string, string>();
  private readonly values: Record<string, unknown> = {};
  private readonly sets: string[] = [];
  private readonly removes: string[] = [];
  private readonly adds: string[] = [];
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
    this.sets.push(`${this.name(path)} = ${this.value(value)}`);
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
    this.sets.push(`${name} = if_not_exists(${name}, ${this.value(value)})`);
    return this;
  }

  /** Appends `items` to the list at path (made empty first when missing). */
  append(path: AttributePath, items: readonly unknown[]): this {
    const name = this.name(path);
    this.sets.push(`${name} = list_append(if_not_exists(${name}, ${this.value([])}), ${this.value(items)})`);
    return this;
  }

  /** REMOVE each path. */
  remove(...paths: readonly AttributePath[]): this {
    for (const path of paths) this.removes.push(this.name(path));
    return this;
  }

  /** ADD a number to the number at path (0 when missing), or a set's members to the set at path (empty when missing). */
  add(path: AttributePath, amount: number | ReadonlySet<string | number>): this {
    this.adds.push(`${this.name(path)} ${this.value(amount)}`);
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

  /** The UpdateItem's expressions, names and values. */
  build(): UpdateParts {
    const clauses = [
      this.sets.length > 0 && `SET ${this.sets.join(', ')}`,
      this.removes.length > 0 && `REMOVE ${this.removes.join(', ')}`,
      this.adds.length > 0 && `ADD ${this.adds.join(', ')}`,
    ].filter((clause): clause is string => typeof clause === 'string');
    if (clauses.length === 0) throw new Error('An update expression needs at least one SET, REMOVE or ADD');
    // An OR beside an AND keeps its own meaning only in parentheses.
    const condition = this.conditions.map((c) => (this.conditions.length > 1 && / OR /i.test(c) ? `(${c})` : c)).join(' AND ');
    return {
      UpdateExpression: clauses.join(' '),
      ...(condition && { ConditionExpression: condition }),
      ExpressionAttributeNames: Object.fromEntries([...this.names].map(([name, placeholder]) => [placeholder, name])),
      ...(Object.keys(this.values).length > 0 && { ExpressionAttributeValues: { ...this.values } }),
    };
  }
}

/** A new update expression. */
export const update = () => new UpdateExpression();
