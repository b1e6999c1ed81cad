import ts from 'typescript';

/** A tsconfig file read as TypeScript reads it (`extends` followed, `include` expanded); throws if it can't be. */
export function parsedTsConfig(path: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${path} could not be read`);
  return config;
}
