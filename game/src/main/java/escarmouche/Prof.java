package escarmouche;
public final class Prof {
    public static final long[] N = new long[32];
    public static final String[] NAMES = {"decisions","situations","finders","threats","foes","enemiesOf","alliesOf","search","searchPops","settle","settleCount","submit","turns","occupants","heldBy","expire","pickCalls","judge","contexts","emit","allyNextTo","backlook","searchFail","reachBuilt"};
    static { Runtime.getRuntime().addShutdownHook(new Thread(() -> { for (int i=0;i<NAMES.length;i++) System.err.println("PROF "+NAMES[i]+" "+N[i]); })); }
    public static void c(int i) { N[i]++; }
    public static void add(int i, long v) { N[i]+=v; }
}
