// The game screen's chunk: everything the app needs once a game is opened and the start menu does
// not (the game controller with xstate, the overlay, teach, showcase, the inspector's link, save
// files with zod). host.ts loads it with the game (loadGameScreen); main.tsx makes the inspector's
// link from it.
export { GameController } from './gameController';
export { PlayScreen } from './PlayScreen';
export { InspectorLink, broadcastLink, tabLinkId } from './inspectorLink';
