import type { Config, DefaultThemeGroupIds } from 'tailwind-merge';

/** Every word of the sources that tailwind-merge's default configuration knows as a class. */
export function sourceClasses(): string[];
/** The default configuration with only the groups that hold one of `classes`. */
export function trimmedConfig(classes: string[]): Config<string, DefaultThemeGroupIds>;
/** The configuration as TypeScript. */
export function configSource(config: Config<string, DefaultThemeGroupIds>): string;
export const sourceDirs: string[];
export const outputFile: string;
