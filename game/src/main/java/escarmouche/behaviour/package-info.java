/**
 * The behaviour language of scripted creatures, as plain data: a {@link escarmouche.behaviour.Behaviour}
 * is an ordered list of {@link escarmouche.behaviour.Rule}s, each with its conditions, its action and
 * how it picks its target. Content files are read into these records by {@code content.load}; the engine's
 * scripted controller ({@code engine.ai}) carries them out. Nothing here knows JSON or the engine, so a
 * GM's script and its meaning can be tested on their own.
 */
package escarmouche.behaviour;
