// The one @babel/core call lingui-macro.ts makes; its full types (@types/babel__core) are not a dependency.
declare module '@babel/core' {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: { mappings: string } | null } | null>;
}
