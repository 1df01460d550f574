// The generic helpers every `supabase gen types typescript` output ends with: Tables,
// TablesInsert, TablesUpdate, Enums and CompositeTypes, keyed by the default schema.

const q = JSON.stringify;

/** The helper types, with `schema` as the default schema. */
export function helperTypes(schema: string): string {
  const pick = (helper: string, key: 'Insert' | 'Update', letter: string) => `
export type ${helper}<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { ${key}: infer ${letter} }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { ${key}: infer ${letter} }
      ? ${letter}
      : never
    : never
`;
  const named = (
    helper: string,
    key: 'Enums' | 'CompositeTypes',
    param: string,
    nameParam: string,
  ) => `
export type ${helper}<
  ${param} extends keyof DefaultSchema["${key}"] | { schema: keyof DatabaseWithoutInternals },
  ${nameParam} extends ${param} extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[${param}["schema"]]["${key}"]
    : never = never,
> = ${param} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${param}["schema"]]["${key}"][${nameParam}]
  : ${param} extends keyof DefaultSchema["${key}"]
    ? DefaultSchema["${key}"][${param}]
    : never
`;
  return `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never
${pick('TablesInsert', 'Insert', 'I')}${pick('TablesUpdate', 'Update', 'U')}${named('Enums', 'Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}${named('CompositeTypes', 'CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`;
}
