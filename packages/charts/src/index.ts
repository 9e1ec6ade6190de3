export { rulerTickIndices } from './ruler.ts';
