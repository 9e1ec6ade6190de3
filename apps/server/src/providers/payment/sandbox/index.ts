export { SandboxGateway, sandboxPayPath, sandboxPid } from './gateway.ts';
export {
  sandboxPagePath,
  sandboxPageRoutes,
  type SandboxOrder,
  type SandboxPageDeps,
} from './pageRoutes.tsx';
