package escarmouche.reference;

/**
 * One rule of the in-game reference.
 *
 * @param origin  {@code house} (a change from 5e), {@code 5e} (kept as is) or {@code house+5e}
 * @param differs how plain 5e differs: every house rule says it (a 5e rule the table reads its own way, DMG-HEAL,
 *                is {@code house+5e}); a {@code 5e} rule leaves it empty
 */
public record RuleEntry(String id, String topic, String origin, String title, String text, String differs) {
    public boolean house() {
        return origin.startsWith("house");
    }
}
