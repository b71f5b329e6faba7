/**
 * The house rules as pure functions and records over game values.
 *
 * <p>Nothing in this package (or below it) may import Ashley, Lanterna or Jackson: rules are plain
 * Java so they can be tested with forced dice and reused by the engine, the AI, the simulator and the
 * interface alike. An ArchUnit test enforces this.
 */
package escarmouche.rules;
